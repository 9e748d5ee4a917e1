import { expect, request } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-server';

interface OutboxMessage {
  recipient: string;
  subject: string;
  textBody: string;
}

/**
 * The newest e-mail to `email` whose text matches `pattern`, read the way a person would find it: from the
 * outbox, through the platform admin's message list (every message is stored there, whatever the transport).
 */
export async function mailInOutbox(email: string, pattern: RegExp): Promise<OutboxMessage> {
  const admin = await request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { origin: E2E_BASE_URL } });
  try {
    expect((await admin.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    let found: OutboxMessage | undefined;
    await expect(async () => {
      const answer = (await (await admin.get('/api/admin/messages')).json()) as { messages: OutboxMessage[] };
      found = answer.messages.find((candidate) => candidate.recipient === email && pattern.test(candidate.textBody));
      expect(found).toBeDefined();
    }).toPass({ timeout: 10_000 });
    return found!;
  } finally {
    await admin.dispose();
  }
}

/** The newest link matching `pattern` in an e-mail to `email`: its path, query and fragment, for page.goto. */
export async function linkInOutbox(email: string, pattern: RegExp): Promise<string> {
  const message = await mailInOutbox(email, pattern);
  const url = new URL(pattern.exec(message.textBody)![0]);
  return url.pathname + url.search + url.hash;
}
