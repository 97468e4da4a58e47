import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSeenOnce } from './use-seen-once';

function Probe() {
  const [ref, seen] = useSeenOnce<HTMLDivElement>();
  return <div ref={ref}>{seen ? 'seen' : 'not yet'}</div>;
}

type Callback = (entries: { isIntersecting: boolean }[]) => void;

afterEach(() => vi.unstubAllGlobals());

describe('useSeenOnce', () => {
  it('turns true when the element first intersects, and stays true', () => {
    const callbacks: Callback[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('not yet')).toBeTruthy();
    act(() => callbacks[0]?.([{ isIntersecting: false }]));
    expect(screen.getByText('not yet')).toBeTruthy();
    act(() => callbacks[0]?.([{ isIntersecting: true }]));
    expect(screen.getByText('seen')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });

  it('counts as seen at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('seen')).toBeTruthy();
  });
});
