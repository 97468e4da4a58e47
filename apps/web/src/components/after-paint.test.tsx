import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterPaint } from './after-paint';

describe('AfterPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the room of its children until the frame has painted, then draws them', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] });
    const { container } = render(
      <AfterPaint minHeight={600}>
        <p>Campaigns</p>
      </AfterPaint>,
    );
    expect(screen.queryByText('Campaigns')).toBeNull();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('600px');
    // The frame's callback alone is not enough: it runs before that frame paints.
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.queryByText('Campaigns')).toBeNull();
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByText('Campaigns')).toBeTruthy();
  });

  it('cancels its wait when it is unmounted first', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] });
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(
      <AfterPaint minHeight={10}>
        <p>Campaigns</p>
      </AfterPaint>,
    );
    unmount();
    expect(cancel).toHaveBeenCalled();
  });
});
