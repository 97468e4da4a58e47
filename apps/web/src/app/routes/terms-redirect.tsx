import { useEffect } from 'react';
import { CenteredLoader } from '../../components/centered-loader';
import { termsFileHref } from '../../config/paths';

/** The terms are a static page: leave the app with a full load, past any cache (spec 3 §2.1). */
export function TermsRedirectRoute() {
  useEffect(() => {
    window.location.replace(termsFileHref());
  }, []);
  return <CenteredLoader fullScreen />;
}
