import { useEffect } from 'react';
import { CenteredLoader } from '../../components/centered-loader';

/** A static file reached by a client-side link: load it from the server instead of rendering the app. */
export function StaticPageReloadRoute() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return <CenteredLoader fullScreen />;
}
