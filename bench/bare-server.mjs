import Fastify from 'fastify';

// The reference: a bare Fastify route answering a `me`-sized JSON body, no database, no GraphQL. Plain
// JavaScript, so it starts on plain Node as the portal's bundle does (no TypeScript loader).
const body = {
  data: {
    me: {
      id: '1',
      email: 'owner@demo.test',
      name: 'Olivia Owner',
      isGfg: false,
      isOwner: true,
      role: { name: 'OWNER' },
      company: { id: '1', name: 'Acme Fashion', brands: [{ id: '1', name: 'Brand' }] },
    },
  },
};
const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
app.post('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
