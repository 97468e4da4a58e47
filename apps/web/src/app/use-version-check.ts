import { useEffect } from 'react';
import { createVersionChecker, fetchServedVersion, withVersionParam } from '../lib/version-check';
import type { createAppRouter } from './router';

declare const __BUILD_ID__: string;

/** In production, reloads onto a newer build when the user moves to a checked path (spec 3 §7). */
export function useVersionCheck(router: ReturnType<typeof createAppRouter>) {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    const checker = createVersionChecker({ currentVersion: __BUILD_ID__, fetchVersion: fetchServedVersion });
    return router.subscribe(async (state) => {
      const served = await checker.check(state.location.pathname);
      if (served) window.location.replace(withVersionParam(window.location.href, served));
    });
  }, [router]);
}
