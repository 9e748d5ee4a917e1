// A bare Fastify hello-world: the ceiling any route on this machine can reach.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3192), host: '127.0.0.1' });
console.log('ready');
