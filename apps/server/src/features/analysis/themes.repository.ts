import { and, eq, inArray, sql } from 'drizzle-orm';
import { THEME_LABEL_MAX, type ThemeRecord, type ThemeStatement } from '@foursight/shared/contract/themes';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { queryRows, type Database } from '../../db/client.ts';
import { swotAnalyses } from '../../db/schema/analysis.ts';
import { analysisThemes, analysisThemeStatements } from '../../db/schema/analysis-themes.ts';
import { companyRecords as companies } from '../accounts/account-read-model.ts';
import { swotRecords as swots } from '../swots/swot-read-model.ts';

/** A statement's text as stored: 1 000 characters and the ellipsis the engine cuts with (idempotent). */
const STORED_TEXT_MAX = 1_001;
/** Rows per statement write or delete, sent as one JSON parameter: short turns of the database. */
const CHUNK = 5_000;
/** Characters of statements parsed or written before the event loop gets a turn. */
const YIELD_EVERY = 1_000_000;

/** The SWOT's theme records and the revision of the analysis row they belong to (0 before any analysis). */
export interface ThemeState {
  revision: number;
  records: ThemeRecord[];
}

/**
 * The revision first, then the records: a store committed between the two
 * reads leaves an older revision here, which the store's check then refuses
 * (analysis-store.ts), so records are never taken for a revision they are not.
 */
export async function readThemeState(db: Database, companyId: string, swotId: string): Promise<ThemeState> {
  const revision = await readRevision(db, companyId, swotId);
  return { revision, records: await readThemeRecords(db, companyId, swotId) };
}

export async function readRevision(db: Database, companyId: string, swotId: string): Promise<number> {
  const [row] = await db
    .select({ revision: swotAnalyses.revision })
    .from(swotAnalyses)
    .where(and(eq(swotAnalyses.companyId, companyId), eq(swotAnalyses.swotId, swotId)));
  return row?.revision ?? 0;
}

/** A statement as the database packs it: [key, response id, text, quadrant typed in, pinned]. */
type PackedStatement = [string, string, string, ThemeStatement['writtenIn'], boolean];

/**
 * Every theme record of the SWOT, hidden ones too, in the order stored (the
 * analysis's rank, largest first: `position` is the index written), which
 * writeThemeDiff compares positions by; inListOrder gives the order shown.
 *
 * Each theme's statements come back as one JSON text the database writes
 * and one JSON.parse reads (as responseBatches does): a large SWOT has tens
 * of thousands, and per-row, per-column result handling costs several times
 * as much on the thread that also takes the submissions. The event loop
 * gets a turn between themes.
 */
export async function readThemeRecords(db: Database, companyId: string, swotId: string): Promise<ThemeRecord[]> {
  const rows = await queryRows<{
    id: string;
    quadrant: ThemeRecord['quadrant'];
    label: string;
    edited: boolean;
    hidden: boolean;
    statements: string;
  }>(
    db,
    sql`SELECT t.id, t.quadrant, t.label, t.edited, t.hidden,
          coalesce((SELECT json_agg(json_build_array(s.statement_key, s.response_id, s.text, s.written_in, s.pinned)
                                    ORDER BY s.statement_key COLLATE "C")
                    FROM ${analysisThemeStatements} s WHERE s.theme_id = t.id), '[]')::text AS statements
        FROM ${analysisThemes} t
        WHERE t.company_id = ${companyId} AND t.swot_id = ${swotId}
        ORDER BY t.position`,
  );
  const records: ThemeRecord[] = [];
  let parsed = 0;
  for (const { statements, ...theme } of rows) {
    if (parsed > YIELD_EVERY) {
      await new Promise((resolve) => setImmediate(resolve));
      parsed = 0;
    }
    parsed += statements.length;
    const packed = JSON.parse(statements) as PackedStatement[];
    records.push({
      ...theme,
      statements: packed.map(([key, responseId, text, writtenIn, pinned]) => ({
        key,
        responseId,
        text,
        writtenIn,
        pinned,
      })),
    });
  }
  return records;
}

/** Quadrant order (strengths first), keeping the given order within each quadrant. */
export function inListOrder(records: readonly ThemeRecord[]): ThemeRecord[] {
  return SWOT_CATEGORIES.flatMap((quadrant) => records.filter((record) => record.quadrant === quadrant));
}

/** The company's registered name, and whether this SWOT is its sample (see organisation-name.ts). */
export async function findOrganisationFacts(db: Database, companyId: string, swotId: string) {
  const [row] = await db
    .select({ registered: companies.organizationName, sample: swots.isSample })
    .from(companies)
    .leftJoin(swots, and(eq(swots.companyId, companies.id), eq(swots.id, swotId)))
    .where(eq(companies.id, companyId));
  return { registered: row?.registered ?? '', sample: row?.sample ?? false };
}

/**
 * Serialises the stores of one SWOT's analysis and themes (PostgreSQL: until
 * the transaction ends; PGlite's transactions are exclusive anyway).
 */
export async function lockSwotAnalysis(tx: Database, swotId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`swot-analysis:${swotId}`}))`);
}

/** A record as stored: its label and texts bounded (a label from a 5 000-character word is cut). */
export function boundRecord(record: ThemeRecord): ThemeRecord {
  const label = record.label.trim() || 'Unnamed theme';
  return {
    ...record,
    label: label.length > THEME_LABEL_MAX ? `${label.slice(0, THEME_LABEL_MAX - 1)}…` : label,
    statements: record.statements.map((statement) =>
      statement.text.length > STORED_TEXT_MAX
        ? { ...statement, text: `${statement.text.slice(0, STORED_TEXT_MAX - 1)}…` }
        : statement,
    ),
  };
}

const sameStatement = (a: ThemeStatement, b: ThemeStatement) =>
  a.text === b.text && a.pinned === b.pinned && a.writtenIn === b.writtenIn && a.responseId === b.responseId;

/**
 * Brings the SWOT's stored records from `prior` (what is stored now) to
 * `next` (bounded with boundRecord), writing only what changed: records gone
 * are deleted (their statements with them), new ones inserted, changed ones
 * updated; within a kept record, statements that left are deleted, new ones
 * inserted and changed ones (a pin) replaced. A re-analysis after five new
 * answers writes those answers' statements, not the SWOT's tens of thousands.
 */
export async function writeThemeDiff(
  tx: Database,
  companyId: string,
  swotId: string,
  /** What is stored now, as readThemeRecords read it (position order). */
  prior: readonly ThemeRecord[],
  /** In the analysis's order: each record's index is its position. */
  next: readonly ThemeRecord[],
  now: Date,
): Promise<void> {
  const before = new Map(prior.map((record) => [record.id, record]));
  const after = new Map(next.map((record, position) => [record.id, { record, position }]));
  const priorPositions = new Map(prior.map((record, position) => [record.id, position]));

  const gone = prior.filter((record) => !after.has(record.id)).map((record) => record.id);
  for (let start = 0; start < gone.length; start += CHUNK) {
    await tx
      .delete(analysisThemes)
      .where(
        and(eq(analysisThemes.companyId, companyId), inArray(analysisThemes.id, gone.slice(start, start + CHUNK))),
      );
  }

  const inserted: (typeof analysisThemes.$inferInsert)[] = [];
  const changed: { record: ThemeRecord; position: number }[] = [];
  const removedStatements: [string, string][] = [];
  /** Named as the columns, for json_to_recordset. */
  const addedStatements: {
    theme_id: string;
    statement_key: string;
    response_id: string;
    text: string;
    written_in: string;
    pinned: boolean;
  }[] = [];
  const add = (themeId: string, statement: ThemeStatement) =>
    addedStatements.push({
      theme_id: themeId,
      statement_key: statement.key,
      response_id: statement.responseId,
      text: statement.text,
      written_in: statement.writtenIn,
      pinned: statement.pinned,
    });
  for (const [id, { record, position }] of after) {
    const old = before.get(id);
    if (!old) {
      inserted.push({ ...fieldsOf(record, position, now), id, companyId, swotId });
      for (const statement of record.statements) add(id, statement);
      continue;
    }
    if (
      old.quadrant !== record.quadrant ||
      old.label !== record.label ||
      old.edited !== record.edited ||
      old.hidden !== record.hidden ||
      priorPositions.get(id) !== position
    ) {
      changed.push({ record, position });
    }
    const oldStatements = new Map(old.statements.map((statement) => [statement.key, statement]));
    const newKeys = new Set<string>();
    for (const statement of record.statements) {
      newKeys.add(statement.key);
      const was = oldStatements.get(statement.key);
      if (was && sameStatement(was, statement)) continue;
      if (was) removedStatements.push([id, statement.key]);
      add(id, statement);
    }
    for (const key of oldStatements.keys()) if (!newKeys.has(key)) removedStatements.push([id, key]);
  }

  // Themes first (statements reference them), removals before additions (a statement may change theme).
  if (inserted.length > 0) await tx.insert(analysisThemes).values(inserted);
  if (changed.length > 0) await updateThemes(tx, companyId, changed, now);
  for (let start = 0; start < removedStatements.length; start += CHUNK) {
    const rows = removedStatements
      .slice(start, start + CHUNK)
      .map(([themeId, key]) => ({ theme_id: themeId, statement_key: key }));
    await tx.execute(
      sql`DELETE FROM ${analysisThemeStatements} s
          USING json_to_recordset(${JSON.stringify(rows)}::json) AS x(theme_id uuid, statement_key text),
                ${analysisThemes} t
          WHERE s.theme_id = x.theme_id AND s.statement_key = x.statement_key
            AND t.id = s.theme_id AND t.company_id = ${companyId}`,
    );
  }
  for (let start = 0; start < addedStatements.length; start += CHUNK) {
    await new Promise((resolve) => setImmediate(resolve));
    await tx.execute(
      sql`INSERT INTO ${analysisThemeStatements} (theme_id, statement_key, response_id, text, written_in, pinned)
          SELECT x.theme_id, x.statement_key, x.response_id, x.text, x.written_in, x.pinned
          FROM json_to_recordset(${JSON.stringify(addedStatements.slice(start, start + CHUNK))}::json)
            AS x(theme_id uuid, statement_key text, response_id uuid, text text, written_in text, pinned boolean)`,
    );
  }
}

function fieldsOf(record: ThemeRecord, position: number, now: Date) {
  return {
    quadrant: record.quadrant,
    label: record.label,
    edited: record.edited,
    hidden: record.hidden,
    position,
    updatedAt: now,
  };
}

/** One UPDATE for many records: a re-ranking touches many positions at once. */
async function updateThemes(
  tx: Database,
  companyId: string,
  rows: readonly { record: ThemeRecord; position: number }[],
  now: Date,
): Promise<void> {
  const values = rows.map(({ record, position }) => ({
    id: record.id,
    quadrant: record.quadrant,
    label: record.label,
    edited: record.edited,
    hidden: record.hidden,
    position,
  }));
  await tx.execute(sql`
    UPDATE ${analysisThemes} AS t
    SET quadrant = v.quadrant, label = v.label, edited = v.edited, hidden = v.hidden, position = v.position,
        updated_at = ${now.toISOString()}::timestamptz
    FROM json_to_recordset(${JSON.stringify(values)}::json)
      AS v(id uuid, quadrant text, label text, edited boolean, hidden boolean, position integer)
    WHERE t.id = v.id AND t.company_id = ${companyId}`);
}
