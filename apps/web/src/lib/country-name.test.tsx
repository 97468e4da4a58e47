import { Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '../testing/i18n';
import { render } from '../testing/render';
import { catalogName, countryName, useCatalogName } from './country-name';

const catalogs = [
  { id: '1', code: 'SG', name: 'Singapore' },
  { id: '2', code: 'ID', name: 'Indonesia' },
];

/** A catalog select as the pages build theirs: `label: nameOf(catalog)`. */
function CatalogSelect() {
  const nameOf = useCatalogName();
  return (
    <Select
      label="Catalog"
      data={catalogs.map((catalog) => ({ value: catalog.id, label: nameOf(catalog) }))}
      value="1"
      onChange={() => {}}
    />
  );
}

describe('country names in the user’s language (issue 12)', () => {
  it('names a catalog from its country code in pt and id, as the server does in English', () => {
    const singapore = { code: 'SG', name: 'Singapore' };
    expect(catalogName(singapore, 'pt')).toBe('Singapura');
    expect(catalogName(singapore, 'id')).toBe('Singapura');
    expect(catalogName(singapore, 'en')).toBe('Singapore');
    expect(catalogName({ code: 'PH', name: 'Philippines' }, 'id')).toBe('Filipina');
    expect(catalogName({ code: 'HK', name: 'Hong Kong' }, 'en')).toBe('Hong Kong');
  });

  it("keeps the catalog's own name when its code is no country", () => {
    expect(catalogName({ code: 'XX1', name: 'Test market' }, 'pt')).toBe('Test market');
    expect(catalogName({ code: 'QQ', name: 'Nowhere' }, 'pt')).toBe('Nowhere');
    expect(catalogName(null, 'pt')).toBe('');
  });

  afterEach(() => testI18n.changeLanguage('en'));

  it('shows "Singapura" in a catalog select for a Portuguese reader, and follows a switch back', async () => {
    await testI18n.changeLanguage('pt');
    const { unmount } = render(<CatalogSelect />);
    expect((screen.getByRole('textbox', { name: 'Catalog' }) as HTMLInputElement).value).toBe('Singapura');
    unmount();
    await testI18n.changeLanguage('en');
    render(<CatalogSelect />);
    expect((screen.getByRole('textbox', { name: 'Catalog' }) as HTMLInputElement).value).toBe('Singapore');
  });

  it('names any country in full', () => {
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('BR', 'pt')).toBe('Brasil');
    expect(countryName('', 'pt', 'fallback')).toBe('fallback');
  });
});
