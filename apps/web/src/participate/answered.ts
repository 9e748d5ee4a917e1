/**
 * One device, one answer on the shared link: after a submission the page
 * remembers, in this browser only, that this link was answered. Nothing is
 * sent to the server; clearing the browser's storage forgets it.
 */
function storageKey(token: string): string {
  return `participation-answered:${token}`;
}

export function rememberAnswered(token: string): void {
  try {
    window.localStorage.setItem(storageKey(token), '1');
  } catch {
    // Storage disabled: the page simply cannot remember.
  }
}

export function hasAnswered(token: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(token)) === '1';
  } catch {
    return false;
  }
}
