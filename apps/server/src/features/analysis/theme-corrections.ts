import type { ThemeRecord, ThemeStatement } from '@foursight/shared/contract/themes';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import { AppError } from '@foursight/shared/errors';
import type { AuditAction } from '../audit/audit.service.ts';

/** A person's correction of a SWOT's themes, as the routes take it (contract/themes.ts). */
export type ThemeCorrection =
  | { kind: 'update'; themeId: string; label?: string | undefined; hidden?: boolean | undefined }
  | { kind: 'merge'; themeId: string; from: readonly string[] }
  | { kind: 'split'; themeId: string; statements: readonly string[]; label: string }
  | {
      kind: 'move';
      statement: string;
      to: { themeId: string } | { quadrant: SwotCategory; label: string };
    };

/** What the audit log says of a correction: never a statement's text (answers are anonymous). */
export interface CorrectionAudit {
  action: AuditAction;
  themeId: string;
  metadata: Record<string, unknown>;
}

export const UNKNOWN_THEME = 'That theme is no longer in the analysis: reload the themes and try again.';
export const UNKNOWN_STATEMENT = 'That statement is not in this theme: reload the themes and try again.';
export const STATEMENT_IN_NO_THEME = 'That statement is in no theme: reload the themes and try again.';
export const MERGE_INTO_ITSELF = 'A theme cannot be merged into itself: choose other themes to merge into it.';
export const SPLIT_EVERYTHING =
  'Leave at least one statement in the theme: a split moves some of its statements, not all (to rename it, edit its name).';

/**
 * Applies a correction to the SWOT's records, answering the corrected records
 * (the input is left as it is) and what to audit; throws AppError NOT_FOUND
 * for a theme or statement that is not there and BAD_REQUEST for a merge into
 * itself or a split of every statement. Statements a person places (merged,
 * split or moved) are pinned, so later analyses leave them where they were
 * put; a split pins the statements it leaves behind too, or the next analysis
 * could fold the two halves back into whichever holds more. Pure.
 */
export function applyCorrection(
  records: readonly ThemeRecord[],
  correction: ThemeCorrection,
  newId: () => string,
): { records: ThemeRecord[]; audit: CorrectionAudit } {
  const next = records.map((record) => ({ ...record, statements: [...record.statements] }));
  const find = (id: string) => {
    const record = next.find((candidate) => candidate.id === id);
    if (!record) throw new AppError('NOT_FOUND', UNKNOWN_THEME);
    return record;
  };
  const pin = (statement: ThemeStatement): ThemeStatement => ({ ...statement, pinned: true });

  switch (correction.kind) {
    case 'update': {
      const record = find(correction.themeId);
      const metadata: Record<string, unknown> = {};
      if (correction.label !== undefined && correction.label !== record.label) {
        metadata.from = record.label;
        metadata.label = correction.label;
      }
      if (correction.label !== undefined) Object.assign(record, { label: correction.label, edited: true });
      if (correction.hidden !== undefined) {
        record.hidden = correction.hidden;
        metadata.hidden = correction.hidden;
      }
      const action: AuditAction =
        correction.label === undefined ? (correction.hidden ? 'THEME_HIDDEN' : 'THEME_SHOWN') : 'THEME_UPDATED';
      return {
        records: next,
        audit: { action, themeId: record.id, metadata: { ...metadata, quadrant: record.quadrant } },
      };
    }
    case 'merge': {
      const target = find(correction.themeId);
      const from = [...new Set(correction.from)];
      if (from.includes(target.id)) throw new AppError('BAD_REQUEST', MERGE_INTO_ITSELF);
      const sources = from.map(find);
      for (const source of sources) target.statements.push(...source.statements.map(pin));
      // The person chose what the merged theme is: it keeps the name they merged into, not one the next
      // analysis would give the larger whole.
      target.edited = true;
      const merged = new Set(from);
      return {
        records: next.filter((record) => !merged.has(record.id)),
        audit: {
          action: 'THEMES_MERGED',
          themeId: target.id,
          metadata: {
            label: target.label,
            from: sources.map((source) => ({ id: source.id, label: source.label })),
            statements: sources.reduce((sum, source) => sum + source.statements.length, 0),
          },
        },
      };
    }
    case 'split': {
      const record = find(correction.themeId);
      const chosen = new Set(correction.statements);
      const members = new Set(record.statements.map((statement) => statement.key));
      for (const key of chosen) if (!members.has(key)) throw new AppError('NOT_FOUND', UNKNOWN_STATEMENT);
      if (chosen.size >= record.statements.length) throw new AppError('BAD_REQUEST', SPLIT_EVERYTHING);
      const created: ThemeRecord = {
        id: newId(),
        quadrant: record.quadrant,
        label: correction.label,
        edited: true,
        hidden: false,
        statements: record.statements.filter((statement) => chosen.has(statement.key)).map(pin),
      };
      record.statements = record.statements.filter((statement) => !chosen.has(statement.key)).map(pin);
      next.splice(next.indexOf(record) + 1, 0, created);
      return {
        records: next,
        audit: {
          action: 'THEME_SPLIT',
          themeId: record.id,
          metadata: { label: record.label, into: { id: created.id, label: created.label }, statements: chosen.size },
        },
      };
    }
    case 'move': {
      const source = next.find((record) =>
        record.statements.some((statement) => statement.key === correction.statement),
      );
      if (!source) throw new AppError('NOT_FOUND', STATEMENT_IN_NO_THEME);
      const statement = source.statements.find((candidate) => candidate.key === correction.statement)!;
      let target: ThemeRecord;
      if ('themeId' in correction.to) {
        target = find(correction.to.themeId);
      } else {
        target = {
          id: newId(),
          quadrant: correction.to.quadrant,
          label: correction.to.label,
          edited: true,
          hidden: false,
          statements: [],
        };
        next.push(target);
      }
      source.statements = source.statements.filter((candidate) => candidate.key !== statement.key);
      target.statements.push(pin(statement));
      return {
        records: next.filter((record) => record.statements.length > 0),
        audit: {
          action: 'THEME_STATEMENT_MOVED',
          themeId: target.id,
          metadata: {
            from: { id: source.id, label: source.label, quadrant: source.quadrant },
            to: { id: target.id, label: target.label, quadrant: target.quadrant },
          },
        },
      };
    }
  }
}
