import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '../../../testing/render';
import { ColumnSettingsButton } from './column-settings-button';

const settings = [
  { id: 'clicks', title: 'Clicks', show: true },
  { id: 'impressions', title: 'Impressions', show: true },
];

describe('ColumnSettingsButton', () => {
  it('opens the column dialog with the saved arrangement', async () => {
    render(
      <ColumnSettingsButton
        columns={{ settings, defaults: settings, visible: settings, save: async () => null }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Column settings' }));
    expect(await screen.findByTestId('column-setting-clicks')).toBeTruthy();
  });
});
