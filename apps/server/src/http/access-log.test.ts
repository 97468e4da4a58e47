import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLogController } from './access-log';

async function serverLogging() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLogController() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('access log', () => {
  it('writes one line per request with method, path, status and time', async () => {
    const { app, lines } = await serverLogging();
    await app.inject({ method: 'GET', url: '/ok?x=1' });
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/ok?x=1', statusCode: 200 });
    expect(typeof requestLines[0]!.ms).toBe('number');
    await app.close();
  });

  it("keeps Fastify's error line for a failing route", async () => {
    const { app, lines } = await serverLogging();
    expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
    expect(lines.some((line) => line.level === 50 && String(line.msg).includes('boom'))).toBe(true);
    expect(lines.some((line) => line.msg === 'request' && line.statusCode === 500)).toBe(true);
    await app.close();
  });
});
