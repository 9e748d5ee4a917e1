import { describe, expect, it } from 'vitest';
import { ThemeRecordSchema, type ThemeRecord } from '@foursight/shared/contract/themes';
import { analyseSwotWithThemes } from './analyse-swot.ts';
import type { ResponseText } from './corpus-types.ts';
import { SAMPLE_RESPONSES } from './sample-responses.ts';

const at = new Date('2026-11-23T10:00:00Z');
const blank = { strengths: '', weaknesses: '', opportunities: '', threats: '' };
const run = (responses: readonly ResponseText[], themes?: readonly ThemeRecord[]) =>
  analyseSwotWithThemes(responses, { generatedAt: at, ...(themes ? { themes } : {}) });
const byLabel = (themes: readonly ThemeRecord[], label: string) => {
  const found = themes.find((theme) => theme.label === label);
  if (!found) throw new Error(`no theme "${label}" in ${themes.map((theme) => theme.label).join(', ')}`);
  return found;
};
const later: ResponseText[] = [
  { ...blank, id: 'n1', strengths: 'Customer service is quick and friendly' },
  { ...blank, id: 'n2', threats: 'Competitors are cutting prices again' },
];

describe('theme records', () => {
  it('writes every theme as a record whose statements are its own, and the analysis names them by id', () => {
    const { analysis, themes } = run(SAMPLE_RESPONSES);
    for (const theme of themes) expect(ThemeRecordSchema.parse(theme)).toEqual(theme);
    const service = byLabel(themes, 'customer service');
    expect(service.quadrant).toBe('strengths');
    expect(service.statements.filter((statement) => /customer service/iu.test(statement.text)).length).toBe(3);
    for (const theme of themes) {
      for (const statement of theme.statements) {
        const answer = SAMPLE_RESPONSES.find((response) => response.id === statement.responseId)!;
        expect(answer[statement.writtenIn]).toContain(statement.text.replace(/[;.]$/u, ''));
      }
    }
    const top = analysis.categoryAnalysis.strengths.topThemes[0]!;
    expect(top.id).toBe(service.id);
    // The same answers give the same ids.
    expect(run(SAMPLE_RESPONSES).themes.map((theme) => theme.id)).toEqual(themes.map((theme) => theme.id));
  });

  it('keeps ids as answers arrive, and new answers join the theme they are about', () => {
    const first = run(SAMPLE_RESPONSES).themes;
    const second = run([...SAMPLE_RESPONSES, ...later], first).themes;
    const service = byLabel(first, 'customer service');
    const again = second.find((theme) => theme.id === service.id)!;
    expect(again.statements.map((statement) => statement.responseId)).toContain('n1');
    expect(again.statements.length).toBe(service.statements.length + 1);
  });

  it('keeps a label a person gave, a hidden theme hidden, and statements a person placed', () => {
    const first = run(SAMPLE_RESPONSES).themes;
    const service = byLabel(first, 'customer service');
    const competitors = first.find((theme) => theme.quadrant === 'threats' && /compet/iu.test(theme.label))!;
    const moved = competitors.statements[0]!;
    const corrected: ThemeRecord[] = first.map((theme) => {
      if (theme.id === service.id) {
        return {
          ...theme,
          label: 'Support people',
          edited: true,
          statements: [...theme.statements, { ...moved, pinned: true }],
        };
      }
      if (theme.id === competitors.id) {
        return { ...theme, hidden: true, statements: theme.statements.filter((s) => s.key !== moved.key) };
      }
      return theme;
    });
    const { analysis, themes } = run([...SAMPLE_RESPONSES, ...later], corrected);
    const renamed = themes.find((theme) => theme.id === service.id)!;
    expect(renamed.label).toBe('Support people');
    expect(renamed.statements.find((statement) => statement.key === moved.key)).toMatchObject({
      pinned: true,
      writtenIn: 'threats',
    });
    expect(themes.find((theme) => theme.id === competitors.id)?.hidden).toBe(true);
    const shown = analysis.categoryAnalysis.threats.topThemes.map((theme) => theme.id);
    expect(shown).not.toContain(competitors.id);
    const top = analysis.categoryAnalysis.strengths.topThemes.find((theme) => theme.id === service.id)!;
    expect(top.label).toBe('Support people');
    expect(top.responseIds).toContain('n1');
  });

  it('folds the clusters of merged themes into the one they were merged into', () => {
    const first = run(SAMPLE_RESPONSES).themes;
    const [target, source] = first.filter((theme) => theme.quadrant === 'threats');
    const merged = first
      .filter((theme) => theme.id !== source!.id)
      .map((theme) =>
        theme.id === target!.id
          ? {
              ...theme,
              statements: [
                ...theme.statements.map((s) => ({ ...s, pinned: true })),
                ...source!.statements.map((s) => ({ ...s, pinned: true })),
              ],
            }
          : theme,
      );
    const { themes } = run([...SAMPLE_RESPONSES, ...later], merged);
    expect(themes.some((theme) => theme.id === source!.id)).toBe(false);
    const after = themes.find((theme) => theme.id === target!.id)!;
    for (const statement of source!.statements) {
      expect(after.statements.map((s) => s.key)).toContain(statement.key);
    }
  });
});
