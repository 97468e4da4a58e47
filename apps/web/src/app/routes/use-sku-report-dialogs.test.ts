import { describe, expect, it } from 'vitest';
import type { ListRow } from '../../features/sponsor-lists/utils/rows';
import { reportTargetOf } from './use-sku-report-dialogs';

const jakartaRow = {
  id: '7',
  name: 'Northwind Indonesia Launch',
  adSet: { id: '70', startDate: '2026-11-01T00:00:00.000Z', catalog: { id: '2', timeZone: 'Asia/Jakarta' } },
} as unknown as ListRow;

describe('reportTargetOf', () => {
  it("counts days in the list's zone, not the row's catalog's: the same dates give the row's figures", () => {
    // Every country listed: the company's zone (Singapore) is the list's calendar (decision 0171).
    expect(reportTargetOf(jakartaRow, 'Asia/Singapore')).toEqual({
      campaignId: '7',
      adSetId: null,
      name: 'Northwind Indonesia Launch',
      timeZone: 'Asia/Singapore',
      startDate: '2026-11-01T00:00:00.000Z',
    });
  });

  it('an ad-set row of a campaign keeps the campaign and the page zone', () => {
    expect(reportTargetOf(jakartaRow, 'Asia/Jakarta', '3')).toMatchObject({
      campaignId: '3',
      adSetId: '7',
      timeZone: 'Asia/Jakarta',
    });
  });
});
