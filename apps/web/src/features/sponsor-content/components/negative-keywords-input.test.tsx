import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../testing/render';
import { NegativeKeywordsInput } from './negative-keywords-input';

describe('NegativeKeywordsInput', () => {
  it('offers a typed word as exact [x], broad x and phrase "x" and stores the chosen notation', async () => {
    const onChange = vi.fn();
    render(<NegativeKeywordsInput value={['[cheap]']} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Negative keywords'), 'red shoes');
    const offers = screen.getByRole('group', { name: 'Match types' });
    expect(offers.textContent).toContain('Exact [red shoes]');
    expect(offers.textContent).toContain('Broad red shoes');
    expect(offers.textContent).toContain('Phrase "red shoes"');
    await userEvent.click(screen.getByRole('button', { name: 'Phrase "red shoes"' }));
    expect(onChange).toHaveBeenCalledWith(['[cheap]', '"red shoes"']);
  });

  it('adds the broad form on Enter and removes an entry', async () => {
    const onChange = vi.fn();
    render(<NegativeKeywordsInput value={['[cheap]']} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Negative keywords'), 'used{Enter}');
    expect(onChange).toHaveBeenCalledWith(['[cheap]', 'used']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove [cheap]' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
