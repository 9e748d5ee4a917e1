import type { SamplePreview } from '@foursight/shared/domain/sample-preview';

/**
 * The sample SWOT's preview that the build writes before the web build (apps/server/scripts/sample-preview.ts).
 * Read through a glob so typecheck, lint and tests run without it (a fresh clone before its first build):
 * then there is no preview and the home page leaves the section out.
 */
const files = import.meta.glob<SamplePreview>('./generated/sample-preview.json', { eager: true, import: 'default' });

export const SAMPLE_PREVIEW: SamplePreview | null = files['./generated/sample-preview.json'] ?? null;
