import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in this process that keeps what it receives. */
export async function startSmtpServer(): Promise<{
  port: number;
  received: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * A small HTTP server standing in for a provider's API: it records each
 * request and answers with what `respond` returns.
 */
export async function startJsonServer(
  respond: (request: ReceivedRequest) => JsonAnswer | Promise<JsonAnswer>,
): Promise<{ url: string; requests: ReceivedRequest[]; close: () => Promise<void> }> {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void answer());
    const answer = async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const received: ReceivedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : null,
      };
      requests.push(received);
      const reply = await respond(received);
      if (response.destroyed) return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A deliberately slow answer must not hold the test run open.
        server.closeAllConnections();
      }),
  };
}

/**
 * A local service speaking OpenAI's chat-completions protocol: the real
 * `openai` client talks to it. `reply` gives the assistant message's content
 * (for structured output, the JSON text), or a whole HTTP answer to simulate
 * failures; it may be slow on purpose.
 */
export function startChatCompletionsServer(
  reply: (request: ReceivedRequest) => string | JsonAnswer | Promise<string | JsonAnswer>,
) {
  return startJsonServer(async (request) => {
    const answer = await reply(request);
    if (typeof answer !== 'string') return answer;
    const body = request.body as { model?: string };
    return {
      status: 200,
      body: {
        id: `chatcmpl-${Date.now()}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? 'test-model',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: answer, refusal: null },
            finish_reason: 'stop',
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
      },
    };
  });
}
