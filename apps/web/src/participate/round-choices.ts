import type { RoundBallot, SubmitBallotRequest } from '@foursight/shared/contract/rounds';
import type { SwotCategory } from '@foursight/shared/domain/swots';

/** A 1..9 rating, or null: not rated, which the server counts as "no opinion". */
export type Rating = number | null;
export type Scale = 'importance' | 'impact' | 'effort';

/**
 * What the person chose so far. One model for "no opinion": a theme left on
 * Skip (the starting state) is sent as null, so there is no third state
 * between "not rated yet" and "skipped".
 */
export interface Choices {
  ratings: Record<string, Partial<Record<Scale, Rating>>>;
  /** Per quadrant with a top k: the picked theme ids, best first. */
  top: Partial<Record<SwotCategory, string[]>>;
  /**
   * Made once when the ballot is first shown and kept with the choices: a
   * retry, a double click or a reload after a lost reply sends the same key,
   * and the server stores the vote once.
   */
  idempotencyKey: string;
}

function storageKey(token: string): string {
  return `round-draft:${token}`;
}

/** 18 random bytes in URL-safe base64: 24 characters, no padding (18 is a multiple of 3). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

const isRating = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 9;

/**
 * The choices made on this device, kept only where they still fit the ballot
 * (a theme of it, a scale it asks, a pick of that quadrant within k), so a
 * stored draft can never make the server refuse the vote.
 */
export function loadChoices(token: string, ballot: RoundBallot): Choices {
  let stored: Partial<Choices> | null = null;
  try {
    stored = JSON.parse(window.localStorage.getItem(storageKey(token)) ?? 'null') as Partial<Choices> | null;
  } catch {
    // An unreadable draft is dropped below.
  }
  const choices: Choices = {
    ratings: {},
    top: {},
    idempotencyKey:
      typeof stored?.idempotencyKey === 'string' && /^[A-Za-z0-9_-]{16,100}$/.test(stored.idempotencyKey)
        ? stored.idempotencyKey
        : newKey(),
  };
  for (const quadrant of ballot.quadrants) {
    const scales: Scale[] = quadrant.impactEffort ? ['importance', 'impact', 'effort'] : ['importance'];
    for (const theme of quadrant.themes) {
      const was = stored?.ratings?.[theme.id] ?? {};
      const kept: Partial<Record<Scale, Rating>> = {};
      for (const scale of scales) if (isRating(was[scale])) kept[scale] = was[scale];
      // A feedback round starts at the person's earlier rating, unless this device already has a choice:
      // a Skip chosen here (kept as null) stays a Skip after a reload.
      const earlier = ballot.previous?.[theme.id];
      if (was.importance === null) kept.importance = null;
      else if (kept.importance === undefined && isRating(earlier)) kept.importance = earlier;
      choices.ratings[theme.id] = kept;
    }
    if (quadrant.topK !== null) {
      const own = new Set(quadrant.themes.map((theme) => theme.id));
      const picks = Array.isArray(stored?.top?.[quadrant.quadrant]) ? stored.top[quadrant.quadrant]! : [];
      choices.top[quadrant.quadrant] = [...new Set(picks)].filter((id) => own.has(id)).slice(0, quadrant.topK);
    }
  }
  return choices;
}

export function saveChoices(token: string, choices: Choices): void {
  try {
    window.localStorage.setItem(storageKey(token), JSON.stringify(choices));
  } catch {
    // Storage full or disabled: the ballot still works, it just is not kept across a reload.
  }
}

export function clearChoices(token: string): void {
  try {
    window.localStorage.removeItem(storageKey(token));
  } catch {
    // Nothing to clear.
  }
}

/**
 * The body the server expects: every theme of the ballot once, in ballot
 * order, importance a number or null; impact and effort only where the
 * quadrant asks them; picks only where a top k is asked and something was
 * picked; the key made with the choices.
 */
export function ballotBody(ballot: RoundBallot, choices: Choices): SubmitBallotRequest {
  const ratings: SubmitBallotRequest['ratings'] = [];
  const top: Partial<Record<SwotCategory, string[]>> = {};
  for (const quadrant of ballot.quadrants) {
    for (const theme of quadrant.themes) {
      const chosen = choices.ratings[theme.id] ?? {};
      ratings.push({
        themeId: theme.id,
        importance: chosen.importance ?? null,
        ...(quadrant.impactEffort ? { impact: chosen.impact ?? null, effort: chosen.effort ?? null } : {}),
      });
    }
    const picks = choices.top[quadrant.quadrant] ?? [];
    if (quadrant.topK !== null && picks.length > 0) top[quadrant.quadrant] = [...picks];
  }
  return {
    ratings,
    ...(Object.keys(top).length > 0 ? { top } : {}),
    idempotencyKey: choices.idempotencyKey,
  };
}

/** The server's rule, checked first so an empty ballot is not sent: at least one rating or pick. */
export function hasAnyChoice(body: SubmitBallotRequest): boolean {
  return body.ratings.some((rating) => rating.importance !== null) || body.top !== undefined;
}
