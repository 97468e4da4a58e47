import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { CategorySelect } from './category-select';

const category = (id: string, name: string, parentId: string | null, depth: number) => ({
  __typename: 'ProductCategory',
  id,
  name,
  parentId,
  depth,
  productCount: 3,
});

const answers = {
  ProductCategories: {
    productCategories: [
      category('1', 'Men', null, 1),
      category('2', 'Clothing', '1', 2),
      category('3', 'Women', null, 1),
      category('4', 'Clothing', '3', 2),
    ],
  },
};

describe('CategorySelect', () => {
  it('names a chosen category by its path and marks it in the list, which shows names indented (QA walk 16)', async () => {
    const { client } = mockClient(answers);
    render(<CategorySelect catalogId="1" brandId="2" value={['2']} onChange={vi.fn()} />, { client });
    // The pill: the path, no leaked indentation, told apart from Women › Clothing.
    await waitFor(() => expect(screen.getByText('Men › Clothing')).toBeTruthy());
    await userEvent.click(screen.getByRole('textbox', { name: 'Categories' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Men', 'Clothing', 'Women', 'Clothing']);
    expect(options[1]!.querySelector('svg')).not.toBeNull();
    expect(options[3]!.querySelector('svg')).toBeNull();
  });
});
