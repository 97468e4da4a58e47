import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../testing/render';
import { RowActionsMenu } from './row-actions-menu';

describe('RowActionsMenu', () => {
  it('lists the given actions and reports the chosen one', async () => {
    const onAction = vi.fn();
    render(<RowActionsMenu actions={['activityLog', 'detail']} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Campaign actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Activity log' }));
    expect(onAction).toHaveBeenCalledWith('activityLog');
  });
});
