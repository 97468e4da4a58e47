import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { KeywordsInput } from './keywords-input';

describe('KeywordsInput', () => {
  it('fills keywords from the first CSV column, trimmed, blanks and duplicates removed, after the current ones', async () => {
    const onChange = vi.fn();
    const { client, calls } = mockClient({ TopSearchKeywords: { topSearchKeywords: [] } });
    render(<KeywordsInput value={['dress']} onChange={onChange} catalogId="1" />, { client });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const csv = new File([' shoes ,12\n\nDress,3\nshoes\nbags\n'], 'k.csv', { type: 'text/csv' });
    await userEvent.upload(input, csv);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['dress', 'shoes', 'bags']));
    expect(screen.getByRole('status').textContent).toBe('2 keywords added from the file.');
    expect(calls.find((call) => call.name === 'TopSearchKeywords')?.variables).toEqual({ catalogId: '1' });
  });

  it("skips the file's header row instead of adding it as a keyword", async () => {
    const onChange = vi.fn();
    const { client } = mockClient({ TopSearchKeywords: { topSearchKeywords: [] } });
    render(<KeywordsInput value={[]} onChange={onChange} catalogId="1" />, { client });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File(['Keyword,volume\nshoes,12\nbags,3\n'], 'k.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['shoes', 'bags']));
  });
});
