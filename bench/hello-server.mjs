// A bare Fastify hello-world: the ceiling any route on this machine can reach.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
// The same accept queue as the server (LISTEN_BACKLOG's default), so a burst of connections meets the same kernel limit.
await app.listen({ port: Number(process.env.PORT ?? 3192), host: '127.0.0.1', backlog: 4096 });
console.log('ready');
