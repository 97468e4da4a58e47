import { emptyCampaignForm, type ProductContentForm } from '@portal/domain/sponsor-campaign-form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { ProductFilter } from './product-filter';

function Harness() {
  const [product, setProduct] = useState<ProductContentForm>(emptyCampaignForm().product);
  return (
    <ProductFilter
      product={product}
      onChange={(patch) => setProduct((current) => ({ ...current, ...patch }))}
      catalogId="1"
      brandId="2"
      currencySymbol="S$"
      currencyCode="SGD"
      isApproved={false}
      fieldError={() => null}
    />
  );
}

describe('ProductFilter price range', () => {
  it('leaves the untyped bound empty (999999999 only as its placeholder), so typing there gives what was typed', async () => {
    const { client } = mockClient({});
    render(<Harness />, { client });
    const min = screen.getByLabelText(/Minimum price/i) as HTMLInputElement;
    const max = screen.getByLabelText(/Maximum price/i) as HTMLInputElement;
    await userEvent.type(min, '5');
    await userEvent.clear(min);
    await userEvent.tab();
    expect(max.value).toBe('');
    await userEvent.type(min, '20');
    await userEvent.click(max);
    expect(max.value).toBe('');
    expect(max.placeholder).toBe('999999999');
    await userEvent.type(max, '100');
    expect(max.value).toBe('100');
    expect(min.value).toBe('20');
  });
});
