import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../testing/render';
import { ColumnSettingsDialog } from './column-settings-dialog';

const settings = [
  { id: 'status', title: 'status', show: true },
  { id: 'budget', title: 'budget', show: true },
  { id: 'clicks', title: 'clicks', show: true },
];

describe('ColumnSettingsDialog', () => {
  it('hides and reorders columns, then saves the new list', async () => {
    const onSave = vi.fn(async () => null);
    const onClose = vi.fn();
    render(
      <ColumnSettingsDialog
        opened
        settings={settings}
        defaults={settings}
        onClose={onClose}
        onSave={onSave}
      />,
    );
    await userEvent.click(screen.getByLabelText('Budget'));
    await userEvent.click(screen.getByRole('button', { name: 'Move Clicks up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([
      { id: 'status', title: 'status', show: true },
      { id: 'clicks', title: 'clicks', show: true },
      { id: 'budget', title: 'budget', show: false },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('resets to the defaults and keeps the dialog open on a save error', async () => {
    const hidden = settings.map((column) => ({ ...column, show: false }));
    const onSave = vi.fn(async () => 'Permission denied');
    const onClose = vi.fn();
    render(
      <ColumnSettingsDialog opened settings={hidden} defaults={settings} onClose={onClose} onSave={onSave} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(settings);
    expect((await screen.findByRole('alert')).textContent).toBe('Permission denied');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('disables moving the first column up and the last one down', () => {
    render(
      <ColumnSettingsDialog
        opened
        settings={settings}
        defaults={settings}
        onClose={vi.fn()}
        onSave={vi.fn()}
      />,
    );
    expect((screen.getByRole('button', { name: 'Move Status up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Clicks down' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
