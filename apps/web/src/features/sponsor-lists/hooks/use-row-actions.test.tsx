import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { useRowActions } from './use-row-actions';

/** The list's row actions with only the address's log id: a reload of `?logActivityCampaignId=21`. */
function FreshLoad({ level, logRowId }: { level: 'campaign' | 'adSet'; logRowId: string }) {
  const { dialogs } = useRowActions({
    level,
    campaignId: level === 'adSet' ? '21' : undefined,
    useAdvancedUi: false,
    currentCompanyId: '1',
    logRowId,
    setLogRowId: () => undefined,
    onSwitchCompany: async () => null,
    refresh: () => undefined,
    timeZone: 'UTC',
  });
  return dialogs;
}

const log = (objectType: string, objectId: string, name: string) => ({
  activityLog: {
    objectType,
    objectId,
    name,
    walletCurrency: { code: 'SGD', maxFractionDigits: 2 },
    catalog: { id: '1', timeZone: 'Asia/Singapore', currencyCode: 'SGD' },
    entries: [
      {
        updatedBy: 'Olivia Tan',
        updatedDate: '2026-12-07T14:41:00.000Z',
        changes: [
          {
            actionType: '~',
            objectType: 'AD_SET',
            field: 'budgetDailyTotal',
            old: '5',
            new: '8',
            oldRefs: null,
            newRefs: null,
          },
          {
            actionType: '~',
            objectType: 'CAMPAIGN',
            field: 'brandId',
            old: '2',
            new: '3',
            oldRefs: [{ id: '2', name: 'Northwind', code: null, deleted: false }],
            newRefs: [{ id: '3', name: null, code: null, deleted: true }],
          },
        ],
      },
    ],
  },
});

/** The server's answer for whatever object the hook asks about, under `name`. */
const answerAs = (name: string) => (variables: Record<string, unknown>) =>
  log(String(variables.objectType), String(variables.objectId), name);

describe('useRowActions activity log', () => {
  it('titles the log opened from the address alone with the campaign the server names, prices and dates it', async () => {
    const { client, calls } = mockClient({
      ActivityHistory: answerAs('QA Walk2'),
    });
    render(<FreshLoad level="campaign" logRowId="21" />, {
      route: '/sponsor?logActivityCampaignId=21',
      client,
    });
    expect(await screen.findByText('Activity log · QA Walk2')).toBeTruthy();
    expect(calls.find((call) => call.name === 'ActivityHistory')?.variables).toEqual({
      objectType: 'CAMPAIGN',
      objectId: '21',
    });
    const table = within(screen.getByTestId('activity-log'));
    expect(await table.findByText('SGD 5.00')).toBeTruthy();
    expect(table.getByText('SGD 8.00')).toBeTruthy();
    expect(table.getByText('Northwind')).toBeTruthy();
    expect(table.getByText('#3 (deleted)')).toBeTruthy();
    // In the catalog's zone (Asia/Singapore), not the list's (UTC).
    expect(table.getAllByText('2026/12/07 22:41')).toHaveLength(2);
  });

  it("titles an ad set's log from logActivityAdsSetId", async () => {
    const { client } = mockClient({
      ActivityHistory: answerAs('Banner set'),
    });
    render(<FreshLoad level="adSet" logRowId="22" />, {
      route: '/sponsor/adset/21?logActivityAdsSetId=22',
      client,
    });
    expect(await screen.findByText('Activity log · Banner set')).toBeTruthy();
  });

  it('keeps the plain title when the server gives no log (another company, no such id)', async () => {
    const { client } = mockClient({ ActivityHistory: { activityLog: null } });
    render(<FreshLoad level="campaign" logRowId="99" />, { client });
    expect(await screen.findByText('No activity data')).toBeTruthy();
    expect(screen.getByText('Activity log')).toBeTruthy();
  });
});
