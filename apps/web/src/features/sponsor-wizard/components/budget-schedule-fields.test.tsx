import { emptyCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../testing/render';
import type { CampaignFormApi } from '../hooks/use-campaign-form';
import { defaultWizardFlags, type WizardContext } from '../utils/wizard-context';
import { BudgetScheduleFields } from './budget-schedule-fields';

const context: WizardContext = {
  flags: defaultWizardFlags,
  excludedFields: [],
  isCreating: true,
  supplierName: 'Acme Fashion',
  brandName: 'Lumen & Loom',
  catalogs: [
    {
      id: '1',
      name: 'Singapore',
      code: 'SG',
      baseUrl: 'https://shop.test/sg',
      currencyCode: 'SGD',
      currencySymbol: 'S$',
      timeZone: 'Asia/Singapore',
      tzOffset: 8,
    },
  ],
  bannerTypes: [],
  minBudget: '1',
  walletCurrency: { code: 'SGD', symbol: 'S$', maxFractionDigits: 2 },
  now: new Date('2026-11-20T00:00:00Z'),
};

describe('BudgetScheduleFields', () => {
  it("writes the schedule's days yyyy/MM/dd in the catalog's zone, as the campaign list (decision 0181)", () => {
    // A Singapore start day is stored as its midnight there (16:00 UTC the day before), an end day as its
    // last millisecond.
    const campaign = {
      form: {
        ...emptyCampaignForm(),
        adType: 'PRODUCT' as const,
        catalogId: '1',
        scheduleType: 'DATE_RANGE' as const,
        startDate: '2026-11-23T16:00:00.000Z',
        endDate: '2026-11-30T15:59:59.999Z',
      },
      patch: () => undefined,
      setEndDate: () => undefined,
    } as unknown as CampaignFormApi;
    render(<BudgetScheduleFields hideCatalog campaign={campaign} errors={{}} context={context} />);
    expect(screen.getByText('2026/11/24')).toBeTruthy();
    expect(screen.getByText('2026/11/30')).toBeTruthy();
  });
});
