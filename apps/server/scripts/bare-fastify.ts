/**
 * The bare stack for `npm run bench:api` to measure beside the app: Fastify with one JSON route and
 * nothing else (no hooks, no database), on PORT. What any route of ours costs above this is ours.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ code: 1, msg: 'ok', time: String(Date.now()), data: { pong: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
