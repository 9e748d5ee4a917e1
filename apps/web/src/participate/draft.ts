import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';

export type Answers = Record<SwotCategory, string>;

export interface Draft {
  answers: Answers;
  /**
   * Made once per answer and kept with the draft: a retry, a double click or
   * a reload after a lost reply sends the same key, and the server stores once.
   */
  idempotencyKey: string;
}

const EMPTY: Answers = { strengths: '', weaknesses: '', opportunities: '', threats: '' };

function storageKey(token: string): string {
  return `participation-draft:${token}`;
}

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/(?<!=)=+$/, '');
}

/** The answer typed so far on this device, so a dropped connection or a closed tab loses nothing. */
export function loadDraft(token: string): Draft {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey(token)) ?? 'null') as Partial<Draft> | null;
    if (stored && typeof stored.idempotencyKey === 'string' && stored.answers) {
      const answers = { ...EMPTY };
      for (const category of SWOT_CATEGORIES) {
        const value = stored.answers[category];
        if (typeof value === 'string') answers[category] = value;
      }
      return { answers, idempotencyKey: stored.idempotencyKey };
    }
  } catch {
    // An unreadable draft is dropped below.
  }
  return { answers: { ...EMPTY }, idempotencyKey: newKey() };
}

export function saveDraft(token: string, draft: Draft): void {
  try {
    window.localStorage.setItem(storageKey(token), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, it just is not autosaved.
  }
}

export function clearDraft(token: string): void {
  try {
    window.localStorage.removeItem(storageKey(token));
  } catch {
    // Nothing to clear.
  }
}
