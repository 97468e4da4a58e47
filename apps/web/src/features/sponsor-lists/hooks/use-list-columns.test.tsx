import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { ColumnSettingsButton } from '../components/column-settings-button';
import { defaultColumns } from '../utils/columns';
import { useListColumns } from './use-list-columns';

const allowAll = () => true;
const notSupplier = (id: string) => id !== 'supplier';

function Probe({ offered }: { offered?: (id: string) => boolean }) {
  const columns = useListColumns('SPONSOR_CAMPAIGN', allowAll, offered);
  return (
    <>
      <div data-testid="visible">{columns.visible.map((column) => column.id).join(',')}</div>
      <ColumnSettingsButton columns={columns} />
    </>
  );
}

function client() {
  return mockClient({
    ColumnSettings: { columnSettings: defaultColumns('SPONSOR_CAMPAIGN') },
    SaveColumnSettings: { saveColumnSettings: { ok: true, errors: [] } },
  });
}

describe('useListColumns', () => {
  it('does not offer a non-staff user the supplier column, and saving keeps it in the saved set (issue 12)', async () => {
    const { client: urql, calls } = client();
    render(<Probe offered={notSupplier} />, { client: urql });
    await waitFor(() => expect(screen.getByTestId('visible').textContent).toContain('brand'));
    expect(screen.getByTestId('visible').textContent).not.toContain('supplier');
    await userEvent.click(screen.getByRole('button', { name: 'Column settings' }));
    expect(await screen.findByTestId('column-setting-brand')).toBeTruthy();
    expect(screen.queryByTestId('column-setting-supplier')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(screen.queryByTestId('column-setting-supplier')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.name === 'SaveColumnSettings')).toBe(true));
    const saved = calls.find((call) => call.name === 'SaveColumnSettings')?.variables.settings as {
      id: string;
    }[];
    expect(saved.map((column) => column.id).sort()).toEqual(
      defaultColumns('SPONSOR_CAMPAIGN')
        .map((column) => column.id)
        .sort(),
    );
  });

  it('offers staff the supplier column', async () => {
    render(<Probe />, { client: client().client });
    await waitFor(() => expect(screen.getByTestId('visible').textContent).toContain('supplier'));
    await userEvent.click(screen.getByRole('button', { name: 'Column settings' }));
    expect(await screen.findByTestId('column-setting-supplier')).toBeTruthy();
  });
});
