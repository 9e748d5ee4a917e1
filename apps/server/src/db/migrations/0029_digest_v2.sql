-- The digest is a versioned document that only features/analysis reads (analysis-digest.ts): version 2 keeps the
-- sentiment label and each theme's keywords, which reports and comparison used to query out of the stored analysis.
-- Written here for every row whose analysis this build reads (document_version 2); other rows keep version 1 and
-- get version 2 from the fresh run that replaces them. Categories in SWOT order, themes in the analysis's order.
UPDATE "swot_analyses" SET "digest" = "digest" || jsonb_build_object(
  'version', 2,
  'sentimentLabel', coalesce("result"->'sentiment'->>'label', 'neutral'),
  'themes', coalesce((
    SELECT jsonb_agg(
      jsonb_build_object(
        'category', area.key,
        'label', theme.value->>'label',
        'mentions', theme.value->'mentions',
        'keywords', coalesce(theme.value->'keywords', '[]'::jsonb)
      )
      ORDER BY array_position(ARRAY['strengths', 'weaknesses', 'opportunities', 'threats'], area.key), theme.ordinality
    )
    FROM jsonb_each("result"->'categoryAnalysis') AS area(key, value),
      jsonb_array_elements(area.value->'topThemes') WITH ORDINALITY AS theme(value, ordinality)
  ), '[]'::jsonb)
)
WHERE "document_version" = 2;
