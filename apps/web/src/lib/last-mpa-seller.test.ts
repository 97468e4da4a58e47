import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastSeller, rememberSeller } from './last-mpa-seller';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the last Meta seller', () => {
  it('is kept for this browser tab under mpa.lastSellerId', () => {
    expect(lastSeller()).toBeNull();
    rememberSeller('s2');
    expect(lastSeller()).toBe('s2');
    expect(sessionStorage.getItem('mpa.lastSellerId')).toBe('s2');
  });

  it('is simply unknown without storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => rememberSeller('s1')).not.toThrow();
    expect(lastSeller()).toBeNull();
  });
});
