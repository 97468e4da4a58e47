import { MantineProvider } from '@mantine/core';
import { cleanNotifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsOnDemand } from './notifications-on-demand';
import { theme } from './theme';

afterEach(() => act(() => cleanNotifications()));

describe('NotificationsOnDemand', () => {
  it('renders no toast container until a toast is shown, then shows it', async () => {
    render(
      <MantineProvider theme={theme}>
        <div data-testid="slot">
          <NotificationsOnDemand />
        </div>
      </MantineProvider>,
    );
    // Mantine's portal mounts after an effect: let effects run before looking for the container.
    await act(async () => {});
    expect(screen.getByTestId('slot').innerHTML).toBe('');
    expect(document.querySelector('[data-position="top-right"]')).toBeNull();
    act(() => {
      notifications.show({ message: 'Budget saved' });
    });
    expect(await screen.findByText('Budget saved')).toBeTruthy();
  });
});
