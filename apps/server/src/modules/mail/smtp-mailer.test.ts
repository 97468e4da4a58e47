import { createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';

/** Just enough of an SMTP server to take one message: what the mailer sends is what it received. */
function fakeSmtpServer() {
  const received: string[] = [];
  const server = createServer((socket: Socket) => {
    let pending = '';
    let data: string | null = null;
    const answer = (line: string) => {
      if (data !== null) {
        if (line !== '.') data += `${line}\n`;
        else {
          received.push(data);
          data = null;
          socket.write('250 queued\r\n');
        }
      } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
      else if (/^DATA/i.test(line)) {
        data = '';
        socket.write('354 go on\r\n');
      } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    };
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      const lines = (pending + chunk.toString()).split('\r\n');
      pending = lines.pop() ?? '';
      for (const line of lines) answer(line);
    });
  });
  return { server, received };
}

describe('SMTP mailer', () => {
  const { server, received } = fakeSmtpServer();
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends through the SMTP_URL server (nodemailer loaded with the first message)', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'portal@example.test');
    await mailer.send({
      to: 'owner@example.test',
      subject: 'Welcome',
      text: 'Hello there',
      html: '<p>Hello</p>',
    });
    await mailer.send({ to: 'owner@example.test', subject: 'Again', text: 'Second', html: '<p>2</p>' });
    expect(received).toHaveLength(2);
    expect(received[0]).toMatch(/^Subject: Welcome$/m);
    expect(received[0]).toMatch(/^To: owner@example\.test$/m);
    expect(received[1]).toMatch(/^Subject: Again$/m);
  });

  it('reports a server it cannot reach', async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'portal@example.test');
    await expect(mailer.send({ to: 'a@example.test', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
  });
});
