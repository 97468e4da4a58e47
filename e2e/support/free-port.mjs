// Prints a TCP port on 127.0.0.1 that nothing listens on (the OS picks it); run as a child process so the
// Playwright config can stay synchronous-looking and the port is released before the portal binds it.
import { createServer } from 'node:net';

const server = createServer();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(String(typeof address === 'object' && address ? address.port : ''));
  server.close();
});
