import type { AppDeps } from '../src/app-deps.ts';

/**
 * Loads the language model the analysis parses with, before a test waits
 * for an analysis under its own timeout: the first parse loads the model,
 * which takes seconds on a loaded machine (seen in CI: over 18 s while
 * other test files ran beside it). Runs one tiny analysis in the app's own
 * runner, which keeps its parser.
 */
export async function warmAnalysis(deps: AppDeps): Promise<void> {
  await deps.analysis.analyse(
    [{ id: 'warm-up', strengths: 'A strong and loyal team', weaknesses: '', opportunities: '', threats: '' }],
    new Date(),
  );
}
