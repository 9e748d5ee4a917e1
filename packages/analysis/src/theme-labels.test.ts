import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eng, hin } from 'stopword';
import { describe, expect, it } from 'vitest';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { analyseSwotWithThemes, createStatementParser } from './analyse-swot.ts';

/**
 * Over every labelled SWOT of the insight evaluation (../shared/insight-eval, beside the checkout as in CI):
 * no theme is named by a stop word (English or Hindi), a bare verb, the organisation's own name or a "no cons"
 * phrase.
 */
const evaluation = path.resolve(import.meta.dirname, '../../../../shared/insight-eval');
const FOLDERS = ['corpora', 'corpora-real', 'corpora-indic'];
/** "no cons", "none", "nothing", "n/a": an answer that there is nothing to say ("no support" says something). */
const NOTHING =
  /^(?:(?:no|not any)(?: real)? (?:cons?|pros?|complaints?|negatives?|positives?|issues?|comments?|downsides?)|none|nothing|n\/a|nil|na|-)$/iu;
/** English and Hindi stop words, and Hindi's commonest in Latin letters (the stopword package has none). */
const stopWords = new Set([
  ...eng,
  ...hin,
  'hai',
  'hain',
  'nahi',
  'aur',
  'ka',
  'ki',
  'ke',
  'ko',
  'se',
  'mein',
  'pe',
  'bahut',
]);
const parser = createStatementParser();

interface Corpus {
  id: string;
  organisation?: string;
  responses: Record<string, string>[];
}

describe('theme labels over the labelled SWOTs', () => {
  it('finds the labelled SWOTs beside the checkout', () => {
    expect(existsSync(evaluation), `${evaluation} is missing: the evaluation sits beside the checkout`).toBe(true);
  });
  for (const folder of FOLDERS) {
    const dir = path.join(evaluation, folder);
    const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
    for (const file of files) {
      it(`${folder}/${file}: every theme names something`, () => {
        const corpus = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Corpus;
        const responses = corpus.responses.map((response, index) => ({
          id: `r${index}`,
          ...Object.fromEntries(SWOT_CATEGORIES.map((category) => [category, response[category] ?? ''])),
        })) as unknown as Parameters<typeof analyseSwotWithThemes>[0];
        const organisation = (corpus.organisation ?? '').split(/[(,]/u)[0]!;
        const nameWords = organisation
          .split(/[^\p{L}\p{N}&]+/u)
          .filter((word) => word.length >= 2 && /^\p{Lu}/u.test(word))
          .map((word) => word.toLowerCase());
        const { themes } = analyseSwotWithThemes(responses, { organisation, parser });
        expect(themes.length).toBeGreaterThan(0);
        for (const theme of themes) {
          const label = theme.label.toLowerCase();
          const words = label.split(/\s+/u);
          expect(stopWords.has(label), `"${theme.label}" is a stop word`).toBe(false);
          expect(NOTHING.test(label), `"${theme.label}" says nothing`).toBe(false);
          // The name as a name: capitalised ("Target", "Delta"); "other distributors" is a distributor's rivals.
          const written = theme.label.split(/\s+/u);
          expect(
            written.some((word) => /^\p{Lu}/u.test(word) && nameWords.includes(word.toLowerCase())),
            `"${theme.label}" names ${organisation}`,
          ).toBe(false);
          // One word read in a frame where a noun fits: "The pay matters." (a noun), "The working matters." (a
          // participle: what people do, not what the theme is about).
          if (words.length === 1) {
            const [, word] = parser.parse(`The ${theme.label} matters.`).tokens;
            const verb = word!.pos === 'VERB' || (word!.pos === 'ADJ' && /(?:ing|ed)$/iu.test(theme.label));
            expect(verb, `"${theme.label}" is a bare verb`).toBe(false);
          }
        }
      });
    }
  }
});
