import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { ExportButton } from './export-button';

const show = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

afterEach(() => {
  show.mockReset();
  vi.unstubAllGlobals();
});

const pending = { id: '5', status: 'PENDING', statusReason: null, exportedFileUrl: null };

/** A server whose export is ready at the first poll. */
const readyClient = () =>
  mockClient({
    CreateExportRequest: { createExportRequest: { ok: true, errors: [], exportRequest: pending } },
    ExportRequest: {
      exportRequest: { ...pending, status: 'COMPLETED', exportedFileUrl: '/v1/exports/5/download' },
    },
  }).client;

/** The browser's side of a download: the file's fetch and the link's click, both recorded. */
function stubDownload() {
  const fetchMock = vi.fn(
    async () =>
      new Response('id\r\n1\r\n', {
        headers: { 'content-disposition': 'attachment; filename="credits.csv"' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { fetchMock, click };
}

describe('ExportButton', () => {
  it('creates the request with the list’s filters, shows progress, and toasts the failure reason for 2 s', async () => {
    const { client, calls } = mockClient({
      CreateExportRequest: { createExportRequest: { ok: true, errors: [], exportRequest: pending } },
      ExportRequest: {
        exportRequest: { ...pending, status: 'FAILED', statusReason: 'Invalid date: garbage' },
      },
    });
    render(<ExportButton dataType="credits" params={{ kind: 'PROMOTION' }} label="Export CSV" />, { client });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(show).toHaveBeenCalled(), { timeout: 3000 });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Invalid date: garbage', autoClose: 2000 }),
    );
    expect(calls.find((call) => call.name === 'CreateExportRequest')?.variables).toEqual({
      fileType: 'CSV',
      dataType: 'credits',
      params: { kind: 'PROMOTION' },
    });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('says "Fail to export file" when the server refuses the request', async () => {
    const { client } = mockClient({
      CreateExportRequest: {
        createExportRequest: {
          ok: false,
          errors: [{ field: 'dataType', messages: ['exports:error.unknownDataType'] }],
          exportRequest: null,
        },
      },
    });
    render(<ExportButton dataType="nope" params={{}} />, { client });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls[0]![0]).toMatchObject({
      message: 'This list cannot be exported.',
      autoClose: 2000,
    });
  });

  it("tells the params' field error of the server, with its values", async () => {
    const { client } = mockClient({
      CreateExportRequest: {
        createExportRequest: {
          ok: false,
          errors: [{ field: 'params.toDate', messages: ['sponsorSkuReport:error.rangeTooLong?max=1100'] }],
          exportRequest: null,
        },
      },
    });
    render(<ExportButton dataType="CAMPAIGN_SALES" params={{}} />, { client });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls[0]![0]).toMatchObject({ message: 'Choose at most 1100 days.' });
  });

  it('downloads the file once it is ready', async () => {
    const { fetchMock, click } = stubDownload();
    render(<ExportButton dataType="credits" params={{}} />, { client: readyClient() });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(click).toHaveBeenCalled(), { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/v1/exports/5/download',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(show).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('still downloads the file when the button goes away while it is made (a dialog closed), and says no failure', async () => {
    const { click } = stubDownload();
    const { unmount } = render(<ExportButton dataType="credits" params={{}} />, { client: readyClient() });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    unmount();
    await waitFor(() => expect(click).toHaveBeenCalled(), { timeout: 3000 });
    expect(show).not.toHaveBeenCalled();
    click.mockRestore();
  });
});
