/**
 * One device, one answer on the shared link: after a submission the page
 * remembers, in this browser's storage, that this link was answered, so it
 * can say so before anyone types. This is the page's memory only: the server
 * holds the rule itself, with an HttpOnly cookie of its own on the submit
 * path, so clearing storage brings the form back but not a second answer
 * (the server refuses it, and the form shows its words).
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
