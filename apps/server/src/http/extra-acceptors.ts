import { spawn } from 'node:child_process';
import type { Server as HttpServer } from 'node:http';
import { Server as NetServer } from 'node:net';

/**
 * Extra handles on the listening socket, each with a descriptor of its own.
 *
 * The libuv in Node 20 (1.46) accepts one connection per listening handle per
 * event-loop turn. Under load a turn serves every open connection that has
 * data, so a turn can take 50 to 100 ms: when 1 000 clients connect at once,
 * the last of them wait in the kernel's accept queue for many seconds and
 * time out (bench/overload.ts measured about 15 accepts a second).
 *
 * Each extra handle on the same socket accepts one more connection per turn.
 * Node 20 has no `reusePort` and no call that duplicates a descriptor, but a
 * handle sent over an IPC channel arrives as a new descriptor for the same
 * socket (SCM_RIGHTS): a short-lived child process sends each one back. It is
 * sent as the bare TCP handle, which the child neither listens on nor accepts
 * from. The connections the extra handles accept go to the HTTP server's own
 * 'connection' listener, so timeouts, keep-alive and closing on shutdown treat
 * them like the rest. Not on Windows, and nothing with a count of 0.
 */
export interface ExtraAcceptors {
  /** How many extra handles are accepting. */
  readonly count: number;
  /** Stops accepting on the extra handles (the server's own handle closes with the server). */
  close(): void;
}

/** The helper: sends every handle it is given straight back; it exits when the parent disconnects. */
const ECHO_HANDLES = "process.on('message', (message, handle) => process.send(message, handle));";
const ECHO_TIMEOUT_MS = 10_000;

const NONE: ExtraAcceptors = { count: 0, close: () => {} };

/**
 * Opens `count` extra handles on the server's listening socket. `backlog` is
 * the server's own: listening on a handle sets the socket's accept queue again
 * (Node's default would shrink it to 511).
 */
export async function openExtraAcceptors(server: HttpServer, count: number, backlog: number): Promise<ExtraAcceptors> {
  // The socket's handle is not public API: without one (not listening, or a Node that hides it) nothing is added.
  const handle = (server as unknown as { _handle?: unknown })._handle;
  if (count <= 0 || process.platform === 'win32' || !server.listening || !handle) return NONE;
  const duplicates = await duplicateHandle(handle, count);
  const acceptors = duplicates.map((duplicate) => {
    const acceptor = new NetServer();
    acceptor.on('connection', (socket) => server.emit('connection', socket));
    // Out of descriptors, say: the same condition the server's own handle meets and reports.
    acceptor.on('error', (error) => server.emit('error', error));
    acceptor.listen(duplicate, backlog);
    return acceptor;
  });
  return {
    count: acceptors.length,
    close: () => {
      // Stops accepting at once; the connections already accepted belong to the HTTP server, which closes them.
      for (const acceptor of acceptors) if (acceptor.listening) acceptor.close();
    },
  };
}

/**
 * `count` new descriptors for the handle's socket, through the helper process.
 * Resolves only once the helper has exited: until then its own copies keep the
 * socket listening, and a server closed meanwhile would still take connections
 * into its queue (and hold the port).
 */
async function duplicateHandle(handle: unknown, count: number): Promise<unknown[]> {
  const child = spawn(process.execPath, ['-e', ECHO_HANDLES], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Past the deadline the helper is ended, which settles everything below.
  let late = false;
  const deadline = setTimeout(() => {
    late = true;
    child.kill('SIGKILL');
  }, ECHO_TIMEOUT_MS);
  const duplicates: unknown[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const send = () => child.send('accept', handle as never);
      child.on('message', (_message: unknown, duplicate: unknown) => {
        if (!duplicate) return reject(new Error('The listening socket came back without its handle.'));
        duplicates.push(duplicate);
        if (duplicates.length < count) send();
        else resolve();
      });
      child.once('error', reject);
      child.once('exit', () =>
        reject(
          new Error(late ? 'The listening socket could not be shared in time.' : 'The helper process ended early.'),
        ),
      );
      send();
    });
    child.disconnect();
    await exited;
    return duplicates;
  } catch (error) {
    child.kill('SIGKILL');
    // The descriptors already received hold the socket open: close them.
    for (const duplicate of duplicates) (duplicate as { close?: () => void }).close?.();
    throw error;
  } finally {
    clearTimeout(deadline);
  }
}
