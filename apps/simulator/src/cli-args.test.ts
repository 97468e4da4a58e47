import { describe, expect, it } from 'vitest';
import { DEFAULT_DURATION_SECONDS, DEFAULT_RATE, DEFAULT_URL, parseCliArgs } from './cli-args';

const clockSeed = () => 777;
const parse = (argv: string[], env: Record<string, string> = {}, defaultKey?: string) =>
  parseCliArgs(argv, env, { clockSeed, defaultKey });

describe('parseCliArgs', () => {
  it('takes every option', () => {
    expect(
      parse([
        '--url',
        'http://localhost:9000/',
        '--key',
        'mk_key',
        '--rate',
        '50',
        '--duration',
        '30',
        '--catalog',
        'SG, id',
        '--seed',
        '42',
      ]),
    ).toEqual({
      ok: true,
      options: {
        url: 'http://localhost:9000',
        key: 'mk_key',
        rate: 50,
        durationSeconds: 30,
        catalogs: ['SG', 'id'],
        seed: 42,
      },
    });
  });

  it('has defaults for all but the key, which comes from MARKETPLACE_API_KEY', () => {
    expect(parse([], { MARKETPLACE_API_KEY: 'mk_from_env' })).toEqual({
      ok: true,
      options: {
        url: DEFAULT_URL,
        key: 'mk_from_env',
        rate: DEFAULT_RATE,
        durationSeconds: DEFAULT_DURATION_SECONDS,
        catalogs: [],
        seed: 777,
      },
    });
  });

  it('prefers --key to the environment, and the environment to the default key', () => {
    const key = (result: ReturnType<typeof parse>) =>
      'ok' in result && result.ok ? result.options.key : null;
    expect(key(parse(['--key', 'mk_flag'], { MARKETPLACE_API_KEY: 'mk_env' }, 'mk_demo'))).toBe('mk_flag');
    expect(key(parse([], { MARKETPLACE_API_KEY: 'mk_env' }, 'mk_demo'))).toBe('mk_env');
    expect(key(parse([], {}, 'mk_demo'))).toBe('mk_demo');
  });

  it('asks for a key when there is none', () => {
    expect(parse([])).toEqual({ ok: false, message: expect.stringContaining('--key') });
  });

  it('accepts --option=value and fractional rates', () => {
    const result = parse(['--rate=0.5', '--duration=1.5', '--key=k']);
    expect(result).toMatchObject({ ok: true, options: { rate: 0.5, durationSeconds: 1.5 } });
  });

  it.each([
    [['--rate', '0'], '--rate must be a number above 0'],
    [['--rate=-3'], '--rate must be a number above 0'],
    [['--rate', 'fast'], '--rate must be a number above 0'],
    [['--rate', '100000'], '--rate must be at most'],
    [['--duration', '0'], '--duration must be a number above 0'],
    [['--seed', '1.5'], '--seed must be a whole number'],
    [['--url', 'ftp://host'], '--url must be an http(s) address'],
    [['--url', 'not a url'], '--url must be an http(s) address'],
    [['--speed', '3'], "Unknown option '--speed'"],
    [['extra'], 'extra'],
  ])('refuses %j with a message', (argv, message) => {
    const result = parse([...argv, '--key', 'k']);
    expect(result).toEqual({ ok: false, message: expect.stringContaining(message) });
  });

  it('answers help', () => {
    expect(parse(['--help'])).toEqual({ help: true });
  });
});
