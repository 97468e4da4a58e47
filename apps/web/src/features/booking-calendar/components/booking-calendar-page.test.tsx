import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { campaignBooking, reservation, ventures } from '../test-fixtures';
import { BookingCalendarPage } from './booking-calendar-page';

const show = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

// 26 November 2026 in Singapore: the earliest bookable day is Monday 14 December (ZID: Wednesday 23 December).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T04:00:00Z'));
  show.mockClear();
});
afterEach(() => vi.useRealTimers());

type Answers = Parameters<typeof mockClient>[0];
const bookingsAnswer = (list = [campaignBooking, reservation]) => ({
  currentBookings: { currentBookings: list },
});

function renderPage(route = '/booking-calendar?month=2026-12', answers: Answers = {}) {
  const mock = mockClient({
    BookingCalendarVentures: { allVentures: ventures },
    CalendarCurrentBookings: bookingsAnswer(),
    ...answers,
  });
  render(<BookingCalendarPage />, { route, client: mock.client });
  return mock;
}

const location = () => screen.getByTestId('location').textContent ?? '';
const dayCell = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`)!;
const bookingsAsked = (calls: ReturnType<typeof mockClient>['calls']) =>
  calls.filter((call) => call.name === 'CalendarCurrentBookings');
const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

async function pick(label: RegExp, option: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  await userEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('BookingCalendarPage (spec 3 §2.4, decision 0240)', () => {
  it('shows the first venture and its first segment by default and asks for their month', async () => {
    const { calls } = renderPage();
    await screen.findAllByTestId('calendar-day');
    expect((screen.getByRole('textbox', { name: /Venture/ }) as HTMLInputElement).value).toBe(
      'Singapore (ZSG)',
    );
    expect((screen.getByRole('textbox', { name: /Segment/ }) as HTMLInputElement).value).toBe('Women');
    expect(bookingsAsked(calls).at(-1)?.variables).toEqual({
      fromDate: '2026-12-01',
      toDate: '2026-12-31',
      ventureId: 'v1',
      segmentId: 's1',
      placementId: null,
    });
    expect(text(screen.getByTestId('calendar-month'))).toBe('December 2026');
  });

  it('keeps venture, segment, placement and month in the address', async () => {
    const { calls } = renderPage('/booking-calendar?month=2026-12&venture=v1&segment=s2');
    await screen.findAllByTestId('calendar-day');
    expect((screen.getByRole('textbox', { name: /Segment/ }) as HTMLInputElement).value).toBe('Men');
    await pick(/Placement/, 'Newsletter block');
    expect(location()).toContain('placement=p3');
    await waitFor(() => expect(bookingsAsked(calls).at(-1)?.variables).toMatchObject({ placementId: 'p3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(location()).toContain('month=2027-01');
    await waitFor(() =>
      expect(bookingsAsked(calls).at(-1)?.variables).toMatchObject({
        fromDate: '2027-01-01',
        toDate: '2027-01-31',
      }),
    );
    // Another venture forgets the segment and the placement of the first.
    await pick(/Venture/, 'Indonesia (ZID)');
    expect(location()).toContain('venture=v2');
    expect(location()).not.toContain('segment=');
    expect(location()).not.toContain('placement=');
    await waitFor(() =>
      expect(bookingsAsked(calls).at(-1)?.variables).toMatchObject({ ventureId: 'v2', segmentId: 's3' }),
    );
  });

  it('draws each booking on the days it covers, campaign and reservation apart, with the placement when all are shown', async () => {
    renderPage();
    await screen.findAllByTestId('calendar-booking');
    const onMonday = within(dayCell('2026-12-14')).getByTestId('calendar-booking');
    expect(onMonday.getAttribute('data-kind')).toBe('campaign');
    expect(text(onMonday)).toBe('Homepage hero: ZSG Xmas');
    expect(
      within(dayCell('2026-12-20')).getByTestId('calendar-booking').getAttribute('data-booking-id'),
    ).toBe('b1');
    const reserved = within(dayCell('2026-12-21')).getByTestId('calendar-booking');
    expect(reserved.getAttribute('data-kind')).toBe('reservation');
    expect(text(reserved)).toBe('Category banner: Brand day');
    expect(within(dayCell('2026-12-13')).queryByTestId('calendar-booking')).toBeNull();
    expect(within(dayCell('2026-12-28')).queryByTestId('calendar-booking')).toBeNull();
    // The list under the calendar.
    const rows = screen
      .getAllByTestId('month-booking-row')
      .map((row) => within(row).getAllByRole('cell').map(text));
    expect(rows).toContainEqual([
      'Category banner',
      '2026/12/21 – 2026/12/27',
      'Reservation',
      '',
      'Brand day',
    ]);
    expect(rows).toContainEqual(['Homepage hero', '2026/12/14 – 2026/12/20', 'Campaign', 'ZSG Xmas', '']);
  });

  it('mutes the days before the earliest bookable day, in the venture calendar (ZID: 21 days, Wednesday)', async () => {
    renderPage();
    await screen.findAllByTestId('calendar-day');
    expect(dayCell('2026-12-13').getAttribute('data-muted')).toBe('true');
    expect(dayCell('2026-12-14').getAttribute('data-muted')).toBe('false');
    await pick(/Venture/, 'Indonesia (ZID)');
    await waitFor(() => expect(dayCell('2026-12-22').getAttribute('data-muted')).toBe('true'));
    expect(dayCell('2026-12-23').getAttribute('data-muted')).toBe('false');
  });

  it('asks for a placement before reserving', async () => {
    renderPage();
    await screen.findAllByTestId('calendar-day');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve the week of 2026/12/30' }));
    expect(text(screen.getByRole('status'))).toBe('Pick a placement to reserve a week.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no reservation on a day the chosen placement is booked', async () => {
    renderPage('/booking-calendar?month=2026-12&placement=p1', {
      CalendarCurrentBookings: bookingsAnswer([campaignBooking]),
    });
    await screen.findAllByTestId('calendar-booking');
    expect(screen.queryByRole('button', { name: 'Reserve the week of 2026/12/15' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reserve the week of 2026/12/21' })).toBeTruthy();
  });

  it('reserves the 7 days from the week start with a trimmed reason, then refreshes and confirms', async () => {
    const { calls } = renderPage('/booking-calendar?month=2026-12&placement=p1', {
      BookCampaignPlacement: {
        bookCampaignPlacement: {
          ok: true,
          errors: [],
          booking: { id: 'b9', status: 'ACTIVE', startDate: '2026-12-28', endDate: '2027-01-03' },
        },
      },
    });
    await screen.findAllByTestId('calendar-day');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve the week of 2026/12/30' }));
    const dialog = await screen.findByRole('dialog');
    expect(text(dialog)).toContain('Reserve Homepage hero in Singapore from 2026/12/28 to 2027/01/03');
    const reserve = within(dialog).getByRole('button', { name: 'Reserve' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.click(reserve);
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    await userEvent.type(reason, '  ');
    await userEvent.click(reserve);
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(121));
    expect(within(dialog).getByText('Reason must be at most 120 characters')).toBeTruthy();
    expect(within(dialog).getByText('121/120 characters')).toBeTruthy();
    await userEvent.click(reserve);
    expect(calls.some((call) => call.name === 'BookCampaignPlacement')).toBe(false);
    await userEvent.clear(reason);
    await userEvent.type(reason, '  Brand launch  ');
    const before = bookingsAsked(calls).length;
    await userEvent.click(reserve);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.name === 'BookCampaignPlacement')?.variables).toEqual({
      ventureId: 'v1',
      segmentId: 's1',
      placementId: 'p1',
      startDate: '2026-12-28',
      endDate: '2027-01-03',
      reserveReason: 'Brand launch',
    });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Homepage hero is reserved from 2026/12/28 to 2027/01/03.' }),
    );
    await waitFor(() => expect(bookingsAsked(calls).length).toBeGreaterThan(before));
  });

  it("keeps the dialog open with the server's refusal", async () => {
    renderPage('/booking-calendar?month=2026-12&placement=p1', {
      BookCampaignPlacement: {
        bookCampaignPlacement: {
          ok: false,
          errors: [
            {
              field: 'startDate',
              messages: ['booking:error.placementAlreadyBooked?start=2026-12-28&end=2027-01-03'],
            },
          ],
          booking: null,
        },
      },
    });
    await screen.findAllByTestId('calendar-day');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve the week of 2026/12/28' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Brand launch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(text(await within(dialog).findByRole('alert'))).toBe(
      'This placement is already booked from 2026-12-28 to 2027-01-03',
    );
    expect(show).not.toHaveBeenCalled();
  });

  it('shows the lead-time rule instead of the form for a week too soon', async () => {
    renderPage('/booking-calendar?month=2026-12&placement=p1');
    await screen.findAllByTestId('calendar-day');
    await userEvent.click(screen.getByRole('button', { name: '2026/12/10 is too soon to reserve' }));
    const dialog = await screen.findByRole('dialog');
    expect(text(within(dialog).getByRole('alert'))).toBe('Booking slots must start at least 14 days ahead');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('releases a reservation after its confirmation; a campaign cannot be released here', async () => {
    const { calls } = renderPage('/booking-calendar?month=2026-12', {
      ReleaseBooking: { releaseBooking: { ok: true, errors: [], booking: { id: 'b2', status: 'RELEASED' } } },
    });
    await screen.findAllByTestId('calendar-booking');
    await userEvent.click(within(dayCell('2026-12-14')).getByTestId('calendar-booking'));
    let dialog = await screen.findByRole('dialog');
    expect(text(dialog)).toContain('ZSG Xmas');
    expect(within(dialog).queryByRole('button', { name: 'Release' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(dayCell('2026-12-22')).getByTestId('calendar-booking'));
    dialog = await screen.findByRole('dialog');
    expect(text(dialog)).toContain('Brand day');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(calls.some((call) => call.name === 'ReleaseBooking')).toBe(false);
    expect(text(dialog)).toContain('Release Category banner from 2026/12/21 to 2026/12/27?');
    const before = bookingsAsked(calls).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, release' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.name === 'ReleaseBooking')?.variables).toEqual({ bookingId: 'b2' });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Category banner is free again from 2026/12/21 to 2026/12/27.' }),
    );
    await waitFor(() => expect(bookingsAsked(calls).length).toBeGreaterThan(before));
  });

  it("shows the server's refusal to release in the dialog", async () => {
    renderPage('/booking-calendar?month=2026-12', {
      ReleaseBooking: {
        releaseBooking: {
          ok: false,
          errors: [{ field: null, messages: ['Booking not found'] }],
          booking: null,
        },
      },
    });
    await screen.findAllByTestId('calendar-booking');
    await userEvent.click(within(dayCell('2026-12-21')).getByTestId('calendar-booking'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, release' }));
    expect(text(await within(dialog).findByRole('alert'))).toBe('Booking not found');
  });

  it('says when the month has no bookings', async () => {
    renderPage('/booking-calendar?month=2026-12', { CalendarCurrentBookings: bookingsAnswer([]) });
    expect(await screen.findByText('No bookings this month.')).toBeTruthy();
  });

  it('says when there is no venture to book', async () => {
    renderPage('/booking-calendar', { BookingCalendarVentures: { allVentures: [] } });
    expect(await screen.findByText('There are no ventures to book.')).toBeTruthy();
    expect(screen.queryByTestId('month-calendar')).toBeNull();
  });
});
