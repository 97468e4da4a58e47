import { emptyCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
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

/** The options query (the catalogs and their zones) answers later than the campaign. */
function CatalogsLater({ campaign }: { campaign: CampaignFormApi }) {
  const [catalogs, setCatalogs] = useState<WizardContext['catalogs']>([]);
  return (
    <>
      <button type="button" onClick={() => setCatalogs(context.catalogs)}>
        catalogs arrive
      </button>
      <BudgetScheduleFields
        hideCatalog
        campaign={campaign}
        errors={{}}
        context={{ ...context, catalogs, catalogsLoading: catalogs.length === 0 }}
      />
    </>
  );
}

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

  it("shows no day before the catalog's zone is known: a skeleton, then the Singapore day", () => {
    // A Singapore start of 2026/11/24 is 16:00 UTC on the 23rd: read in a stand-in UTC it showed 2026/11/23.
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
    render(<CatalogsLater campaign={campaign} />);
    expect(screen.getByTestId('schedule-dates-loading')).toBeTruthy();
    expect(screen.queryByText(/^2026\/11\/2\d$/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'catalogs arrive' }));
    expect(screen.queryByTestId('schedule-dates-loading')).toBeNull();
    expect(screen.getByText('2026/11/24')).toBeTruthy();
  });

  it('asks for a catalog before it shows or takes a day', () => {
    const campaign = {
      form: { ...emptyCampaignForm(), adType: 'PRODUCT' as const, startDate: '2026-11-23T16:00:00.000Z' },
      patch: () => undefined,
    } as unknown as CampaignFormApi;
    render(<BudgetScheduleFields hideCatalog campaign={campaign} errors={{}} context={context} />);
    const start = screen.getByRole('button', { name: /Start date/ });
    expect(start.matches(':disabled')).toBe(true);
    expect(start.textContent).toBe('Choose the target country first');
  });
});
