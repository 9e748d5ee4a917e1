/**
 * Runs `task` once the browser has nothing else to do (at most a second
 * later; 200 ms where there is no idle callback). Returns the cancel, so it
 * fits a React effect.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
