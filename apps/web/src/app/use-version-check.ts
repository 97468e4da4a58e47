import { useEffect } from 'react';
import {
  createVersionChecker,
  fetchServedVersion,
  runningBuildId,
  withVersionParam,
} from '../lib/version-check';
import type { createAppRouter } from './router';

/** In production, reloads onto a newer build when the user moves to a checked path (spec 3 §7). */
export function useVersionCheck(router: ReturnType<typeof createAppRouter>) {
  useEffect(() => {
    const currentVersion = runningBuildId();
    if (!import.meta.env.PROD || !currentVersion) return;
    const checker = createVersionChecker({ currentVersion, fetchVersion: fetchServedVersion });
    return router.subscribe(async (state) => {
      const served = await checker.check(state.location.pathname);
      if (served) window.location.replace(withVersionParam(window.location.href, served));
    });
  }, [router]);
}
