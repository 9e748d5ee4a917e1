import { expect, request } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-server';

/**
 * The newest link matching `pattern` in an e-mail to `email`, read the way a person would find it:
 * from the outbox, through the platform admin's message list (every message is stored there,
 * whatever the transport). Answers the link's path, query and fragment, for page.goto.
 */
export async function linkInOutbox(email: string, pattern: RegExp): Promise<string> {
  const admin = await request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { origin: E2E_BASE_URL } });
  try {
    expect((await admin.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    let link: string | undefined;
    await expect(async () => {
      const answer = (await (await admin.get('/api/admin/messages')).json()) as {
        messages: { recipient: string; textBody: string }[];
      };
      const message = answer.messages.find(
        (candidate) => candidate.recipient === email && pattern.test(candidate.textBody),
      );
      link = pattern.exec(message?.textBody ?? '')?.[0];
      expect(link).toBeDefined();
    }).toPass({ timeout: 10_000 });
    const url = new URL(link!);
    return url.pathname + url.search + url.hash;
  } finally {
    await admin.dispose();
  }
}
