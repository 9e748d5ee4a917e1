import { randomBytes } from 'node:crypto';
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

/** An answer sent as it is: a body that is not JSON, or not what its content type says. */
export interface RawAnswer {
  status: number;
  raw: string;
  contentType?: string;
}

/** No answer: the connection is closed as soon as the request has arrived (a service that drops it). */
export const DROP_CONNECTION = { drop: true } as const;

export type ServerAnswer = JsonAnswer | RawAnswer | typeof DROP_CONNECTION;

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
  respond: (request: ReceivedRequest) => ServerAnswer | Promise<ServerAnswer>,
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
      if ('drop' in reply) {
        request.socket.destroy();
        return;
      }
      const raw = 'raw' in reply;
      response.writeHead(reply.status, {
        'content-type': raw ? (reply.contentType ?? 'text/plain') : 'application/json',
      });
      response.end(raw ? reply.raw : JSON.stringify(reply.body));
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
 * (for structured output, the JSON text), or a whole HTTP answer (JSON, raw
 * or a dropped connection) to simulate failures; it may be slow on purpose.
 */
export function startChatCompletionsServer(
  reply: (request: ReceivedRequest) => string | ServerAnswer | Promise<string | ServerAnswer>,
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

export interface RazorpayStandIn {
  url: string;
  requests: ReceivedRequest[];
  /** Orders created, by id, as Razorpay stored them. */
  orders: Map<string, { id: string; amount: number; currency: string; receipt: string; notes: Record<string, string> }>;
  /** Makes the next order creations answer this instead (an outage, a refusal). */
  failNext: (answer: JsonAnswer, times?: number) => void;
  close: () => Promise<void>;
}

/**
 * A local server speaking Razorpay's Orders API (POST /v1/orders, HTTP basic
 * auth with the key id and secret, amounts in paise): it checks what the real
 * one checks that matters to us and answers with an order like Razorpay's.
 */
export async function startRazorpayServer(credentials: { keyId: string; keySecret: string }): Promise<RazorpayStandIn> {
  const orders: RazorpayStandIn['orders'] = new Map();
  const failures: JsonAnswer[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;
  const error = (status: number, description: string): JsonAnswer => ({
    status,
    body: { error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', reason: 'input_validation_failed' } },
  });
  const server = await startJsonServer((request) => {
    if (request.method !== 'POST' || request.url !== '/v1/orders') return error(404, 'The requested URL was not found');
    if (request.headers.authorization !== expectedAuth) return error(401, 'Authentication failed');
    const failure = failures.shift();
    if (failure) return failure;
    const body = request.body as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 100) {
      return error(400, 'The amount must be atleast INR 1.00.');
    }
    if (body.currency !== 'INR') return error(400, 'The currency provided is invalid.');
    if (typeof body.receipt !== 'string' || body.receipt.length > 40) {
      return error(400, 'The receipt may not be greater than 40 characters.');
    }
    const notes = (body.notes ?? {}) as Record<string, string>;
    if (Object.keys(notes).length > 15)
      return error(400, 'Number of fields in notes should be less than or equal to 15');
    const id = `order_${randomBytes(7).toString('hex').toUpperCase()}`;
    orders.set(id, { id, amount: body.amount, currency: body.currency, receipt: body.receipt, notes });
    return {
      status: 200,
      body: {
        id,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes,
        created_at: Math.floor(Date.now() / 1000),
      },
    };
  });
  return {
    ...server,
    orders,
    failNext: (answer, times = 1) => {
      for (let index = 0; index < times; index += 1) failures.push(answer);
    },
  };
}
