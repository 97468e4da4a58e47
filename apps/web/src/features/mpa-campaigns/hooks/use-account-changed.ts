import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { sessionCompanyQuery } from '../api/session-company';

/**
 * Spec 3 §4: returning to the page (focus, or the tab shown again) after the session's account changed
 * elsewhere (another tab switched it): true once the session's company differs from `loadedCompanyId`.
 */
export function useAccountChanged(loadedCompanyId: string | null): boolean {
  const client = useClient();
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    let active = true;
    const check = async () => {
      if (document.visibilityState === 'hidden') return;
      const result = await client
        .query(sessionCompanyQuery, {}, { requestPolicy: 'network-only' })
        .toPromise();
      if (!active || !result.data) return;
      if ((result.data.me?.company?.id ?? null) !== loadedCompanyId) setChanged(true);
    };
    const onReturn = () => void check();
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      active = false;
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [client, loadedCompanyId]);
  return changed;
}
