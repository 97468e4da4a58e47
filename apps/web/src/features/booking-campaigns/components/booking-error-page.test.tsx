import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../testing/render';
import { BookingErrorPage } from './booking-error-page';

describe('BookingErrorPage (/booking/error)', () => {
  it('says what happened and links back to the list, keeping the acting company', () => {
    render(<BookingErrorPage />, { route: '/booking/error?company=co1' });
    expect(screen.getByRole('alert').textContent).toContain(
      'The campaign could not be found, or the booking could not be completed.',
    );
    expect(screen.getByRole('link', { name: 'Back to booked campaigns' }).getAttribute('href')).toBe(
      '/booking?company=co1',
    );
  });
});
