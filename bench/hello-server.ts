import Fastify from 'fastify';

// The ceiling: the same framework on the same machine doing nothing but answering.
const server = Fastify({ logger: false });
server.get('/', async () => ({ hello: 'world' }));

await server.listen({ port: Number(process.env.PORT ?? 3001), host: '127.0.0.1' });
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
