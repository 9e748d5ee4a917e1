import { ParticipationError } from './api';
import { currentLanguage, t } from './i18n';
import type { MessageKey } from './messages/catalogue';
import { en } from './messages/en';

/**
 * The server answers in English. In English its words are shown as they
 * come; in another language a refusal the page knows (its English text is
 * in the catalogue, under `server.*`) is shown translated, and one it does
 * not know is said from its status instead, never left in English.
 */
const SERVER_KEYS = new Map(
  (Object.keys(en) as MessageKey[])
    .filter((key) => key.startsWith('server.'))
    .map((key) => [en[key] as string, key] as const),
);

/** What went wrong with a call, in the page's language, for the participant. */
export function describeError(error: unknown): string {
  const failure = error instanceof ParticipationError ? error : new ParticipationError(0, en['error.offline']);
  if (currentLanguage() === 'en') return failure.message;
  const known = failure.fromServer ? SERVER_KEYS.get(failure.message.trim()) : undefined;
  if (known) return t(known);
  if (failure.code === 'LIMIT_REACHED') return t('error.limitReached');
  if (failure.status === 0) return t('error.offline');
  if (failure.status === 503 || failure.status === 429) return t('error.busy');
  if (failure.status === 502 || failure.status === 504) return t('error.unreachable');
  if (failure.status >= 400 && failure.status < 500) return t('error.refused');
  return t('error.status', { status: String(failure.status) });
}
