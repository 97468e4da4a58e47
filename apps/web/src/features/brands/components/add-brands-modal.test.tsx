import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { AddBrandsModal } from './add-brands-modal';

const brand = (id: number, name: string) => ({
  __typename: 'Brand',
  id: String(id),
  name,
  logo: `/media/brands/${id}.svg`,
});

function page(objects: ReturnType<typeof brand>[], numPages = 1) {
  return {
    searchBrands: { __typename: 'BrandPage', objects, page: 1, numPages, totalCount: objects.length },
  };
}

describe('AddBrandsModal', () => {
  it('enables Add only once a brand is selected and sends the selection', async () => {
    const onAdded = vi.fn();
    const { client, calls } = mockClient({
      SearchBrands: page([brand(1, 'Mistral'), brand(2, 'Copper Fox')]),
      AddBrands: { addBrands: { ok: true, errors: [], company: null } },
    });
    render(<AddBrandsModal opened onClose={vi.fn()} onAdded={onAdded} />, { client });
    const add = await screen.findByRole('button', { name: 'Add' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(await screen.findByLabelText('Copper Fox'));
    expect((add as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('1 brand selected')).toBeTruthy();
    await userEvent.click(add);
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(['Copper Fox']));
    expect(calls.find((call) => call.name === 'AddBrands')?.variables).toEqual({ brandIds: ['2'] });
  });

  it('waits 300 ms after typing before searching', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { client, calls } = mockClient({ SearchBrands: page([brand(1, 'Mistral')]) });
      render(<AddBrandsModal opened onClose={vi.fn()} onAdded={vi.fn()} />, { client });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(await screen.findByLabelText('Search brands'), 'mis');
      const searched = () =>
        calls.filter((call) => call.name === 'SearchBrands').map((call) => call.variables.searchTerm);
      expect(searched()).not.toContain('mis');
      await act(async () => {
        vi.advanceTimersByTime(310);
      });
      await waitFor(() => expect(searched()).toContain('mis'));
      expect(searched()).not.toContain('m');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows only the first error message when the server refuses', async () => {
    const { client } = mockClient({
      SearchBrands: page([brand(1, 'Mistral')]),
      AddBrands: {
        addBrands: {
          ok: false,
          company: null,
          errors: [{ field: 'brandIds', messages: ['brands:error.unknownBrand', 'second message'] }],
        },
      },
    });
    render(<AddBrandsModal opened onClose={vi.fn()} onAdded={vi.fn()} />, { client });
    await userEvent.click(await screen.findByLabelText('Mistral'));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This brand does not exist.');
    expect(alert.textContent).not.toContain('second message');
  });

  it('says so when nothing matches', async () => {
    const { client } = mockClient({ SearchBrands: page([]) });
    render(<AddBrandsModal opened onClose={vi.fn()} onAdded={vi.fn()} />, { client });
    expect(await screen.findByText('No brands found.')).toBeTruthy();
  });
});
