import type { AiAnalysisResponse } from '@foursight/shared/contract/analysis';
import type { AppDeps } from '../src/app-deps.ts';
import { testDepsOf } from './build-test-app.ts';
import type { TestClient } from './http-client.ts';

/**
 * How long a test waits for a background analysis. In the PostgreSQL pass on
 * a loaded machine a first run took over 18 s (seen in CI and locally); a run
 * that throws is retried after 10 s and then 20 s. A test that waits should
 * allow this and more under its own timeout.
 */
export const ANALYSIS_WAIT_MS = 50_000;

interface WaitOptions {
  /** The number of responses the analysis must cover; without it, every response the SWOT has. */
  responses?: number;
  timeoutMs?: number;
}

/**
 * Reads the SWOT's analysis as its organiser until one covering the wanted
 * responses is stored (the analysis is a background job), and returns that
 * answer. Throws with the last answer read, and the SWOT's analysis jobs,
 * when none comes in time.
 */
export async function waitForAnalysis(
  client: TestClient,
  swotId: string,
  { responses, timeoutMs = ANALYSIS_WAIT_MS }: WaitOptions = {},
): Promise<AiAnalysisResponse & { analysis: NonNullable<AiAnalysisResponse['analysis']> }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = (await client.get(`/api/swot/ai-analysis/${swotId}`)).json<AiAnalysisResponse>();
    const wanted = responses ?? body.responseCount;
    const covered = body.analysis?.responseCount === wanted;
    if (body.analysis && covered && (responses !== undefined || body.state === 'ready')) {
      return { ...body, analysis: body.analysis };
    }
    if (Date.now() > deadline) {
      // What the queue holds says whether a run failed, is still running, or never started.
      const deps = testDepsOf(client.app);
      const why = deps ? ` (${await analysisJobs(deps, swotId)})` : '';
      // The jobs come first: the test summary keeps a failure's first 200 characters.
      throw new Error(`no analysis of ${wanted} responses in time${why}: ${JSON.stringify(body).slice(0, 300)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What the queue holds for a SWOT's analysis, so a time-out says whether a run failed or none ran. */
async function analysisJobs(deps: AppDeps, swotId: string): Promise<string> {
  try {
    const { rows } = await deps.database.executeSql(
      "SELECT state, retry_count, created_on, started_on, output FROM pgboss.job WHERE name = 'analyse-swot' AND singleton_key = $1",
      [swotId],
    );
    return `jobs: ${JSON.stringify(rows)}`;
  } catch (error) {
    // The time-out is the failure to report; a queue that cannot be read only says less about it.
    return `jobs unreadable: ${String(error)}`;
  }
}
