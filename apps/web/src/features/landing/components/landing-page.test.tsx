import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../testing/render';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('draws SIGN IN and LOG IN in white on the dark bands, not in the grey the theme gives light pages', () => {
    // The theme darkens subtle and outline text for the light page grey (theme.ts); on the landing's dark
    // hero and footer that grey read as a disabled button (about 3:1).
    render(<LandingPage signInHref="/auth" signUpHref="/auth/register" chatHref={null} />);
    for (const name of [/^sign in$/i, /^log in$/i]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe('/auth');
      expect(link.style.color).toBe('var(--mantine-color-white)');
    }
  });
});
