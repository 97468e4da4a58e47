import { describe, expect, it } from 'vitest';
import { fragmentNames, selectedFields } from '../../../testing/selected-fields';
import { allBannersQuery } from './get-all-banners';

// Decision 0175: the banner slots come from lib/banner-type-fragments.ts (the wizards use it too), unchanged.
describe('the banner slots', () => {
  it('take their fields from the shared fragment', () => {
    expect(fragmentNames(allBannersQuery)).toEqual(['BannerTypeFields']);
    expect(selectedFields(allBannersQuery)).toEqual(
      ['', '.bannerType', '.height', '.id', '.name', '.platform', '.width'].map(
        (field) => `allBanners${field}`,
      ),
    );
  });
});
