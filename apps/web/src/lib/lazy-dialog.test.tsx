import { Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../testing/render';
import { lazyDialog, OnDemandDialog } from './lazy-dialog';

type Props = { opened: boolean; onClose: () => void };

function Hello({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Hello">
      Inside the dialog
    </Modal>
  );
}

const load = vi.fn(async () => Hello);
const HelloDialog = lazyDialog(load);

function Page() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <OnDemandDialog dialog={HelloDialog} opened={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}

describe('OnDemandDialog', () => {
  it('loads nothing while closed, loads and opens on the first opening, then closes and reopens', async () => {
    render(<Page />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Inside the dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Inside the dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Inside the dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Inside the dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
