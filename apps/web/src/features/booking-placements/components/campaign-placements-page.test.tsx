import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { CampaignPlacementsPage } from './campaign-placements-page';
import type { UploadImage } from './field-editor';

const placement = {
  id: 'b1',
  startDate: '2026-06-03',
  endDate: '2026-06-09',
  landingUrl: null,
  rejectReason: 'Headline too long',
  isOwner: true,
  languages: ['id', 'en'],
  venture: { id: 'v1', name: 'Indonesia', code: 'ZID', timeZone: 'Asia/Jakarta' },
  segment: { id: 's1', name: 'Women' },
  placement: { id: 'pl1', name: 'Homepage hero', previewImg: '/previews/hero.png', description: '' },
  fields: [
    { order: 2, name: 'Banner', guide: '1200×400 PNG', rule: 'required', type: 'IMAGE' },
    { order: 1, name: 'Headline', guide: 'Short and bold', rule: 'required;max:10', type: 'TEXT' },
    { order: 3, name: 'Landing page', guide: 'A page of the store', rule: 'required', type: 'LANDING_URL' },
  ],
  values: [{ fieldName: 'Headline', languageCode: 'id', draftValue: 'Diskon', publishedValue: 'Promo lama' }],
};
const data = (status: string) => ({
  campaign: { id: 'c1', name: 'Spring hero', status },
  campaignPlacements: [placement],
  allCatalogs: [{ id: 'cat-id', code: 'ID', baseUrl: 'https://www.zalora.co.id' }],
});
type Viewer = { isStaff: boolean; roleName: 'OWNER' | 'ADMIN' | 'MEMBER' | 'VIEWER' | null };
const member: Viewer = { isStaff: false, roleName: 'MEMBER' };
const saved = (variables: Record<string, unknown>) => ({
  saveBookCampaignFieldValue: {
    ok: true,
    errors: [],
    value: {
      fieldName: variables.fieldName,
      languageCode: variables.languageCode,
      draftValue: variables.value,
      publishedValue: null,
    },
  },
});

function renderPlacements(status = 'PURCHASED', viewer = member, uploadImage: UploadImage = vi.fn()) {
  const mock = mockClient({ BookingCampaignPlacements: data(status), SaveBookCampaignFieldValue: saved });
  render(<CampaignPlacementsPage campaignId="c1" viewer={viewer} uploadImage={uploadImage} />, {
    route: '/booking/c1/placements',
    client: mock.client,
  });
  return mock;
}
const saves = (calls: ReturnType<typeof mockClient>['calls']) =>
  calls.filter((call) => call.name === 'SaveBookCampaignFieldValue').map((call) => call.variables);

describe('CampaignPlacementsPage (/booking/:id/placements, decision 0240)', () => {
  it('shows each placement with its reject reason and its fields in order per language tab', async () => {
    renderPlacements();
    const card = await screen.findByTestId('placement-b1');
    expect(card.textContent).toContain('Indonesia · Women');
    expect(card.textContent).toContain('2026/06/03 – 2026/06/09');
    expect(within(card).getByText('Headline too long')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Indonesian', 'English']);
    const panel = within(card).getByRole('tabpanel');
    const order = ['Headline', 'Banner', 'Landing page'].map((name) =>
      panel.innerHTML.indexOf(`field-${name}-id`),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const headline = within(panel).getByRole('textbox', { name: /Headline \(ID\)/ });
    expect((headline as HTMLInputElement).value).toBe('Diskon');
    expect(within(panel).getByText(/Short and bold — Required · At most 10 characters/)).toBeTruthy();
    expect(within(panel).getByTestId('published-value').textContent).toBe('Published: Promo lama');
  });

  it('checks a text on blur and saves it only when it meets its rule', async () => {
    const user = userEvent.setup();
    const mock = renderPlacements();
    const headline = await screen.findByRole('textbox', { name: /Headline \(ID\)/ });
    await user.clear(headline);
    await user.type(headline, 'Far too long a headline');
    await user.tab();
    expect(await screen.findByText('Headline must be at most 10 characters')).toBeTruthy();
    expect(saves(mock.calls)).toEqual([]);
    await user.clear(headline);
    await user.type(headline, ' Sale! ');
    await user.tab();
    await waitFor(() =>
      expect(saves(mock.calls)).toEqual([
        { bookingId: 'b1', fieldName: 'Headline', languageCode: 'id', value: ' Sale! ' },
      ]),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it("refuses a landing URL outside the venture's store before saving", async () => {
    const user = userEvent.setup();
    const mock = renderPlacements();
    const url = await screen.findByRole('textbox', { name: /Landing page \(ID\)/ });
    await user.type(url, 'https://example.com/sale');
    await user.tab();
    expect(await screen.findByText(/https:\/\/www\.zalora\.co\.id/)).toBeTruthy();
    expect(saves(mock.calls)).toEqual([]);
    await user.clear(url);
    await user.type(url, 'https://www.zalora.co.id/women/sale');
    await user.tab();
    await waitFor(() => expect(saves(mock.calls)).toHaveLength(1));
  });

  it('uploads an image and saves its URL', async () => {
    const user = userEvent.setup();
    const upload = vi.fn<UploadImage>().mockResolvedValue({ ok: true, url: '/uploads/banner.png' });
    const mock = renderPlacements('PURCHASED', member, upload);
    await screen.findByTestId('placement-b1');
    const input = document.querySelector<HTMLInputElement>(
      '[data-testid="field-Banner-id"] input[type="file"]',
    )!;
    await user.upload(input, new File(['png'], 'banner.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(saves(mock.calls)).toEqual([
        { bookingId: 'b1', fieldName: 'Banner', languageCode: 'id', value: '/uploads/banner.png' },
      ]),
    );
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('is read-only once the campaign can no longer be edited', async () => {
    renderPlacements('APPROVED');
    expect((await screen.findByTestId('placements-read-only')).textContent).toContain(
      'can no longer be edited',
    );
    expect(screen.getByRole('textbox', { name: /Headline \(ID\)/ }).hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Upload image' })).toBeNull();
  });

  it('is read-only for a VIEWER', async () => {
    renderPlacements('PURCHASED', { isStaff: false, roleName: 'VIEWER' });
    expect((await screen.findByTestId('placements-read-only')).textContent).toContain('view');
    expect(screen.getByRole('textbox', { name: /Headline \(ID\)/ }).hasAttribute('readonly')).toBe(true);
  });
});
