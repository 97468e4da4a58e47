import type { SocialMode } from '@portal/domain/social';
import { lazy, Suspense, useState } from 'react';
import type { SignInBackends } from '../api/get-sign-in-backends';
import { SellerCenterButton } from './seller-center-button';

export type SellerCenterChoice = {
  backends: SignInBackends['sellerCenterAuthBackends'];
  mode: Extract<SocialMode, 'login' | 'signup'>;
  redirectUrl: string;
};

// The menu (floating positioning, focus trap, transitions: about 30 KiB gzipped) is not shown until the
// button is pressed, so the sign-in page loads it then (decision 0161); hovering or focusing starts early.
const loadMenu = () => import('./seller-center-menu');
const SellerCenterMenu = lazy(async () => ({ default: (await loadMenu()).SellerCenterMenu }));

/** The seller-center button; its menu loads and opens on the first press. */
export function SellerCenterChooser(choice: SellerCenterChoice) {
  const [isWanted, setWanted] = useState(false);
  const standIn = (
    <SellerCenterButton
      iconUrl={choice.backends[0]?.iconUrl ?? null}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    />
  );
  if (!isWanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <SellerCenterMenu {...choice} />
    </Suspense>
  );
}
