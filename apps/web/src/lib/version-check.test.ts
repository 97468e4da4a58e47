import { describe, expect, it, vi } from 'vitest';
import { createVersionChecker, runningBuildId, withVersionParam } from './version-check';

describe('version check', () => {
  it('reports a newer served build on a checked path', async () => {
    const checker = createVersionChecker({ currentVersion: '100', fetchVersion: async () => '200\n' });
    expect(await checker.check('/sponsor/12/budget')).toBe('200');
  });

  it('stays quiet when the served build is the running one or the path is not checked', async () => {
    const fetchVersion = vi.fn(async () => '100');
    const checker = createVersionChecker({ currentVersion: '100', fetchVersion });
    expect(await checker.check('/billing/info')).toBeNull();
    expect(await checker.check('/company')).toBeNull();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
  });

  it('asks the server at most once every 5 seconds', async () => {
    let clock = 0;
    const fetchVersion = vi.fn(async () => '200');
    const checker = createVersionChecker({ currentVersion: '100', fetchVersion, now: () => clock });
    await checker.check('/sponsor');
    clock = 4999;
    expect(await checker.check('/sponsor')).toBeNull();
    clock = 5000;
    expect(await checker.check('/sponsor')).toBe('200');
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('treats a failed fetch as current', async () => {
    const checker = createVersionChecker({
      currentVersion: '100',
      fetchVersion: async () => Promise.reject(new Error('offline')),
    });
    expect(await checker.check('/home')).toBeNull();
  });

  it('adds the version to the address, keeping the query', () => {
    expect(withVersionParam('http://x.test/sponsor?page=2', '200')).toBe(
      'http://x.test/sponsor?page=2&version=200',
    );
  });

  it('reads the running build from the page, not from a bundle', () => {
    const page = new DOMParser().parseFromString(
      '<html><head><meta name="build-id" content=" 1700000000000 "></head></html>',
      'text/html',
    );
    expect(runningBuildId(page)).toBe('1700000000000');
    expect(runningBuildId(new DOMParser().parseFromString('<html></html>', 'text/html'))).toBeNull();
  });
});
