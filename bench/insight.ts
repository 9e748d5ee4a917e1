// The insight scorer's figures for the engine in this process, for a fast loop while working on the analysis:
// `npx tsx bench/insight.ts [corpus folder ...] [--themes]`. The referee stays `../shared/insight-eval/score.mjs`
// against the built product over HTTP (the README's figures come from it); this reads the same corpora with the
// same scoring functions, without a server.
import path from 'node:path';
import { analyseSwotWithThemes } from '../packages/analysis/src/analyse-swot.ts';

const QUADRANTS = ['strengths', 'weaknesses', 'opportunities', 'threats'] as const;
type Scored = {
  recall: number | null;
  precision: number | null;
  topTheme: boolean;
  fragmentation: number;
  purity: number | null;
  missed: string[];
  predicted: { label: string; mentions: number; matches: string[]; fragment: boolean; keywords: string[] }[];
};
interface Corpus {
  id: string;
  misplaced?: { response: number; quadrant: string; belongsIn: (typeof QUADRANTS)[number]; text: string }[];
  organisation?: string;
  responses: Record<(typeof QUADRANTS)[number], string>[];
  truth: Record<(typeof QUADRANTS)[number], unknown[]>;
}
const evalDir = path.resolve(import.meta.dirname, '../../shared/insight-eval');
const scorer = (await import(path.join(evalDir, 'score.mjs'))) as {
  loadCorpora(dir: string): Corpus[];
  scoreQuadrant(corpus: Corpus, quadrant: string, analysis: unknown, idMap: Map<string, number>): Scored;
};
const args = process.argv.slice(2);
const showThemes = args.includes('--themes');
const dirs = args.filter((arg) => !arg.startsWith('--'));
const folders = dirs.length > 0 ? dirs : ['corpora', 'corpora-real', 'corpora-indic'];

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN);
for (const folder of folders) {
  const corpora = scorer.loadCorpora(path.isAbsolute(folder) ? folder : path.join(evalDir, folder));
  const totals = {
    recall: [] as number[],
    precision: [] as number[],
    top: [] as number[],
    frag: [] as number[],
    purity: [] as number[],
  };
  let misplaced = 0;
  let misplacedShown = 0;
  for (const corpus of corpora) {
    const responses = corpus.responses.map((response, index) => ({
      id: `r${index}`,
      strengths: response.strengths ?? '',
      weaknesses: response.weaknesses ?? '',
      opportunities: response.opportunities ?? '',
      threats: response.threats ?? '',
    }));
    const { analysis } = analyseSwotWithThemes(responses, { organisation: corpus.organisation ?? '' });
    const norm = (text: string) => text.toLowerCase().replace(/…$/u, '').replace(/\s+/gu, ' ').trim();
    for (const item of corpus.misplaced ?? []) {
      misplaced += 1;
      const text = norm(item.text);
      const shown = analysis.categoryAnalysis[item.belongsIn].topThemes.some((theme) =>
        theme.quotes.some((quote) => {
          const quoted = norm(quote.text);
          return quoted.length > 0 && (text.includes(quoted) || quoted.includes(text)) && quote.writtenIn !== undefined;
        }),
      );
      if (shown) misplacedShown += 1;
      else if (showThemes) console.log(`  misplaced not shown: ${item.quadrant}→${item.belongsIn}: ${item.text}`);
    }
    const idMap = new Map(responses.map((response, index) => [response.id, index]));
    for (const quadrant of QUADRANTS) {
      if (corpus.truth[quadrant].length === 0) continue;
      const score = scorer.scoreQuadrant(corpus, quadrant, analysis, idMap);
      if (score.recall !== null) totals.recall.push(score.recall);
      if (score.precision !== null) totals.precision.push(score.precision);
      totals.top.push(score.topTheme ? 1 : 0);
      totals.frag.push(score.fragmentation);
      if (score.purity !== null) totals.purity.push(score.purity);
      const themes = score.predicted
        .map((p) => `"${p.label}"(${p.mentions})${p.matches.length ? '' : '→none'}${p.fragment ? '[dup]' : ''}`)
        .join(' ');
      console.log(
        `${corpus.id} ${quadrant}: R ${score.recall?.toFixed(2)} P ${score.precision?.toFixed(2)} top ${score.topTheme ? 'y' : 'n'} frag ${score.fragmentation} | ${themes}${score.missed.length ? ` | missed: ${score.missed.map((m) => m.slice(0, 30)).join('; ')}` : ''}`,
      );
      if (showThemes) for (const p of score.predicted) console.log(`    ${p.label}: ${p.keywords.join(', ')}`);
    }
  }
  console.log(
    `== ${folder}: recall ${mean(totals.recall).toFixed(2)}, precision ${mean(totals.precision).toFixed(2)}, top-theme ${mean(totals.top).toFixed(2)}, fragmentation ${mean(totals.frag).toFixed(2)}, purity ${mean(totals.purity).toFixed(2)}, misplaced shown ${misplacedShown}/${misplaced}`,
  );
}
