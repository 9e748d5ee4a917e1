import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openExtraAcceptors, type ExtraAcceptors } from './extra-acceptors.ts';

const BACKLOG = 1024;
const open: { server: http.Server; acceptors: ExtraAcceptors; sockets: net.Socket[] }[] = [];

afterEach(async () => {
  for (const { server, acceptors, sockets } of open.splice(0)) {
    for (const socket of sockets) socket.destroy();
    acceptors.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(extra: number) {
  const server = http.createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: BACKLOG }, resolve));
  const acceptors = await openExtraAcceptors(server, extra, BACKLOG);
  const entry = { server, acceptors, sockets: [] as net.Socket[] };
  open.push(entry);
  return { ...entry, port: (server.address() as AddressInfo).port };
}

/**
 * Connects `count` clients at once while every event-loop turn is kept busy
 * for 5 ms (a loaded server), and returns how many connections the HTTP
 * server was handed in each turn until all had arrived.
 */
async function acceptedPerTurn(extra: number, count: number): Promise<number[]> {
  const { server, sockets, port } = await listen(extra);
  const perTurn: number[] = [0];
  server.on('connection', () => (perTurn[perTurn.length - 1]! += 1));
  for (let index = 0; index < count; index += 1) sockets.push(net.connect(port, '127.0.0.1'));
  await new Promise<void>((resolve, reject) => {
    const busyTurn = () => {
      const started = performance.now();
      while (performance.now() - started < 5);
      if (perTurn.reduce((sum, value) => sum + value, 0) >= count) return resolve();
      if (perTurn.length > 10 * count) return reject(new Error('not every connection was accepted'));
      perTurn.push(0);
      setImmediate(busyTurn);
    };
    setImmediate(busyTurn);
  });
  return perTurn;
}

describe('extra accepting handles', () => {
  it('take in a burst of connections several per busy turn, where the one handle takes one', async () => {
    const alone = await acceptedPerTurn(0, 40);
    expect(Math.max(...alone)).toBe(1);

    const shared = await acceptedPerTurn(7, 40);
    expect(Math.max(...shared)).toBeGreaterThanOrEqual(4);
    expect(shared.length).toBeLessThan(alone.length / 3);
  });

  it('hand their connections to the HTTP server, which answers on them', async () => {
    const { acceptors, port } = await listen(3);
    expect(acceptors.count).toBe(3);
    const agent = new http.Agent({ keepAlive: false });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => fetchText(`http://127.0.0.1:${port}/`, agent).then((body) => body)),
    );
    expect(answers).toEqual(Array.from({ length: 30 }, () => 'ok'));
  });

  it('stop accepting when closed with the server', async () => {
    const { server, acceptors, port } = await listen(3);
    acceptors.close();
    await new Promise((resolve) => server.close(resolve));
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve('connected'));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it('add nothing with a count of 0 or before the server listens', async () => {
    expect((await openExtraAcceptors(http.createServer(), 3, BACKLOG)).count).toBe(0);
    const { acceptors } = await listen(0);
    expect(acceptors.count).toBe(0);
  });
});

function fetchText(url: string, agent: http.Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}
