import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../testing/render';
import { ActiveToggle } from './active-toggle';

const toggle = () => screen.getByRole('switch', { name: 'Active' }) as HTMLInputElement;

describe('ActiveToggle', () => {
  it('is enabled for a delivering ad set, checked when STARTED, and sends PAUSED when switched off', async () => {
    const onChange = vi.fn(async () => undefined);
    render(
      <ActiveToggle
        adSet={{ status: 'DELIVERING', effectiveStatus: null, runningStatus: 'STARTED' }}
        canEdit
        onChange={onChange}
      />,
    );
    expect(toggle().disabled).toBe(false);
    expect(toggle().checked).toBe(true);
    await userEvent.click(toggle());
    expect(onChange).toHaveBeenCalledWith('PAUSED');
  });

  it('is enabled when not delivering without a reason and sends STARTED', async () => {
    const onChange = vi.fn(async () => undefined);
    render(
      <ActiveToggle
        adSet={{ status: 'NOT_DELIVERING', effectiveStatus: null, runningStatus: 'PAUSED' }}
        canEdit
        onChange={onChange}
      />,
    );
    expect(toggle().checked).toBe(false);
    await userEvent.click(toggle());
    expect(onChange).toHaveBeenCalledWith('STARTED');
  });

  it('is enabled on an ad set the toggle paused (PAUSED) and sends STARTED', async () => {
    const onChange = vi.fn(async () => undefined);
    render(
      <ActiveToggle
        adSet={{ status: 'PAUSED', effectiveStatus: null, runningStatus: 'PAUSED' }}
        canEdit
        onChange={onChange}
      />,
    );
    expect(toggle().disabled).toBe(false);
    await userEvent.click(toggle());
    expect(onChange).toHaveBeenCalledWith('STARTED');
  });

  it.each(['SCHEDULED', 'PENDING_FOR_APPROVAL', 'REJECTED'])(
    'is enabled both ways on a %s ad set, which has not run yet (0275)',
    async (status) => {
      const onChange = vi.fn(async () => undefined);
      const { unmount } = render(
        <ActiveToggle
          adSet={{ status, effectiveStatus: null, runningStatus: 'PAUSED' }}
          canEdit
          onChange={onChange}
        />,
      );
      expect(toggle().disabled).toBe(false);
      expect(toggle().checked).toBe(false);
      await userEvent.click(toggle());
      expect(onChange).toHaveBeenLastCalledWith('STARTED');
      unmount();
      render(
        <ActiveToggle
          adSet={{ status, effectiveStatus: null, runningStatus: 'STARTED' }}
          canEdit
          onChange={onChange}
        />,
      );
      expect(toggle().checked).toBe(true);
      await userEvent.click(toggle());
      expect(onChange).toHaveBeenLastCalledWith('PAUSED');
    },
  );

  it.each([
    ['NOT_DELIVERING', 'EXCEED_BUDGET_DAILY'],
    ['PAUSED', null],
    ['SCHEDULED', 'EXCEED_BUDGET_DAILY'],
    ['COMPLETED', null],
    ['REMOVED', null],
  ])('is disabled for %s (reason %s)', (status, effectiveStatus) => {
    render(
      <ActiveToggle
        adSet={{ status, effectiveStatus, runningStatus: 'STARTED' }}
        canEdit
        onChange={vi.fn()}
      />,
    );
    expect(toggle().disabled).toBe(true);
  });

  it('is disabled for a user who may not edit', () => {
    render(
      <ActiveToggle
        adSet={{ status: 'DELIVERING', effectiveStatus: null, runningStatus: 'STARTED' }}
        canEdit={false}
        onChange={vi.fn()}
      />,
    );
    expect(toggle().disabled).toBe(true);
  });
});
