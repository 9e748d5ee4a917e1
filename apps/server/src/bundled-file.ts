import { existsSync } from 'node:fs';

/**
 * A file the build puts beside the running bundle (scripts/build.mjs), such
 * as a worker thread's entry; undefined when running from source (tests,
 * tools under tsx), where callers fall back to doing the work in this thread.
 */
export function bundledFile(bundleUrl: string, name: string): URL | undefined {
  const file = new URL(`./${name}`, bundleUrl);
  return bundleUrl.endsWith('.js') && existsSync(file) ? file : undefined;
}
