// A stand-in for the AI service, for the browser journeys only (playwright.config.ts starts it and points the
// e2e server's AI_BASE_URL at it): it speaks just enough of OpenAI's chat-completions protocol for Settings'
// Test key. A key starting "sk-e2e-wrong" is refused with 401 as OpenAI refuses one; any other key gets a
// one-word answer from the model asked for (so an AI analysis in a journey would fall back to statistics).
// Plain JavaScript so that node runs it without a compiler.
import { createServer } from 'node:http';

const port = Number(process.env.E2E_AI_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('Set E2E_AI_PORT to the port to listen on');

const REFUSED_KEY_PREFIX = 'sk-e2e-wrong';

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method === 'GET' && request.url === '/health') return send(response, 200, { ok: true });
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      return send(response, 404, { error: { message: 'Not found', type: 'invalid_request_error', code: null } });
    }
    const key = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (key.startsWith(REFUSED_KEY_PREFIX)) {
      return send(response, 401, {
        error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
      });
    }
    const body = parseJson(Buffer.concat(chunks).toString('utf8'));
    if (!body) {
      return send(response, 400, { error: { message: 'Invalid JSON', type: 'invalid_request_error', code: null } });
    }
    return send(response, 200, {
      id: 'chatcmpl-e2e',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: typeof body.model === 'string' ? body.model : 'unknown-model',
      choices: [{ index: 0, message: { role: 'assistant', content: 'OK', refusal: null }, finish_reason: 'length' }],
      usage: { prompt_tokens: 11, completion_tokens: 1, total_tokens: 12 },
    });
  });
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
