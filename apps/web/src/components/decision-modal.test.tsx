import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../testing/render';
import { DecisionModal } from './decision-modal';

const fail = {
  title: 'Fail request',
  message: 'Fail SGD 109.00?',
  confirmLabel: 'Fail',
  reasonLabel: 'Reason',
};

/** Closes on Cancel and opens again on Open, as the staff lists do. */
function Reopening() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <DecisionModal
        decision={isOpen ? fail : null}
        cancelLabel="Cancel"
        errorLines={[]}
        isSending={false}
        onClose={() => setOpen(false)}
        onConfirm={() => {}}
      />
    </>
  );
}

describe('DecisionModal', () => {
  it('asks for a reason before a failure and hands it over trimmed', async () => {
    const onConfirm = vi.fn();
    render(
      <DecisionModal
        decision={fail}
        cancelLabel="Cancel"
        errorLines={[]}
        isSending={false}
        onClose={() => {}}
        onConfirm={onConfirm}
      />,
    );
    expect(await screen.findByText('Fail SGD 109.00?')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Fail' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), '  no payment seen ');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('no payment seen');
  });

  it("confirms without a reason when none is asked, and shows the server's refusal inside", async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <DecisionModal
        decision={{ title: 'Complete', message: 'Complete it?', confirmLabel: 'Complete' }}
        cancelLabel="Cancel"
        errorLines={['Already completed']}
        isSending={false}
        onClose={onClose}
        onConfirm={onConfirm}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Already completed');
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect(onConfirm).toHaveBeenCalledWith('');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('starts each opening with an empty reason', async () => {
    render(<Reopening />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Reason' }), 'typo');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Reason' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect((await screen.findByRole('textbox', { name: 'Reason' })).getAttribute('value')).toBe('');
  });
});
