import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { bufferedLogStream } from './log-stream';

const logFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'log-stream-')), 'server.log');
const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

describe('the log stream', () => {
  it('holds short lines back instead of writing each one, then writes them within the flush interval', async () => {
    const file = logFile();
    const { stream, close } = bufferedLogStream(file, 200);
    await new Promise((resolve) => stream.once('ready', resolve));
    const logger = pino(stream);
    logger.info('first');
    logger.info('second');
    expect(read(file)).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 600));
    const lines = read(file).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['first', 'second']);
    close();
  });

  it('writes what is left when closed', async () => {
    const file = logFile();
    const { stream, close } = bufferedLogStream(file, 60_000);
    await new Promise((resolve) => stream.once('ready', resolve));
    pino(stream).warn('last words');
    close();
    expect(read(file)).toContain('last words');
  });
});
