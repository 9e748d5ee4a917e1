import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Sends a signal and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** Every server started in this test process: whatever a failing test leaves running is killed when it exits. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts the real server entry point (from source, through tsx) and waits for its banner. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    // The registration limit is per address and per hour in the database these runs share: off here.
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'warn',
      REGISTER_ADDRESS_LIMIT_PER_HOUR: '0',
      // These tests are about crashes and races, not overload: a server just restarted on PGlite
      // (recovering after SIGKILL) is late enough to shed its first requests (the API tests and
      // the browser journeys switch shedding off too).
      SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = () => {
      const match = /Open (http:\/\/\S+)/.exec(output);
      const workerOnly = env.RUN_MODE === 'worker' && output.includes('Foursight is running.');
      if (match?.[1] || workerOnly) {
        clearTimeout(timer);
        resolve(match?.[1] ?? '');
      }
    };
    child.stdout.on('data', check);
    void exited.then(() => reject(new Error(`server exited during start:\n${output}`)));
  });

  return {
    child,
    baseUrl,
    output: () => output,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
