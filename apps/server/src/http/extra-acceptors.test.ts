import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
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
    const answers = await Promise.all(Array.from({ length: 30 }, () => fetchText(`http://127.0.0.1:${port}/`, agent)));
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

  it("keep the server's accept queue: a process too busy to accept still has 700 connections queued", async () => {
    // A process listening with a backlog of 1 024, its extra handles open, then holding its loop so
    // nothing is accepted: the kernel completes handshakes while the queue has room. Node's default
    // backlog (511) would queue 512 and leave the rest retrying for seconds.
    const module = fileURLToPath(new URL('./extra-acceptors.ts', import.meta.url));
    const script = `
      const http = await import('node:http');
      const { openExtraAcceptors } = await import(${JSON.stringify(module)});
      const server = http.createServer();
      await new Promise((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 1024 }, resolve));
      await openExtraAcceptors(server, 3, 1024);
      process.stdout.write(server.address().port + '\\n');
      const until = Date.now() + 5000;
      while (Date.now() < until);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      const port = Number(line.toString().trim());
      let connected = 0;
      const sockets = Array.from({ length: 700 }, () =>
        net.connect(port, '127.0.0.1', () => (connected += 1)).on('error', () => {}),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      sockets.forEach((socket) => socket.destroy());
      expect(connected).toBe(700);
    } finally {
      child.kill();
    }
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
