import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { errorLines, type FieldError } from '../../../lib/form-errors';
import { companySellersQuery } from '../api/company-sellers';
import { type AsyncSession, asyncSessionStatusQuery, useOnboardSeller } from '../api/onboarding';

/** Spec 3 §4 / §9: the session every 15 s for 5 minutes, then the sellers every 3 s; a notice after 2 s. */
export const SESSION_POLL_MS = 15_000;
export const SESSION_TIMEOUT_MS = 5 * 60_000;
export const SELLER_POLL_MS = 3_000;
export const SLOW_NOTICE_MS = 2_000;

export type OnboardingState =
  | { phase: 'idle' }
  /** Sent, the job running; `slow` once it took over 2 s. */
  | { phase: 'linking'; slow: boolean }
  /** FAILED: the provider's user message (null: none given). */
  | { phase: 'failed'; message: string | null }
  | { phase: 'timeout' }
  | { phase: 'linked' };

const network = { requestPolicy: 'network-only' } as const;

/**
 * Link Account's flow: `onboardSeller`, then the session's status until COMPLETED or FAILED (5 minutes at
 * most), then the company's sellers until this one is onboarded (the page's seller list reads the same
 * cache, so it turns into the dashboard). Stops when the modal goes away.
 */
export function useOnboarding(sellerId: string, onLinked: () => void) {
  const client = useClient();
  const [, onboardSeller] = useOnboardSeller();
  const [state, setState] = useState<OnboardingState>({ phase: 'idle' });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const alive = useRef(true);

  const stop = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      stop();
    };
  }, [stop]);
  const later = (ms: number, run: () => void) => {
    timers.current.push(setTimeout(() => alive.current && run(), ms));
  };

  const finish = (next: OnboardingState) => {
    stop();
    setState(next);
  };

  const pollSellers = () => {
    later(SELLER_POLL_MS, async () => {
      const result = await client.query(companySellersQuery, {}, network).toPromise();
      if (!alive.current) return;
      const seller = result.data?.getCompanySellers.find((candidate) => candidate.id === sellerId);
      if (seller?.isMpaOnboarded) {
        finish({ phase: 'linked' });
        onLinked();
      } else pollSellers();
    });
  };

  const settle = (session: AsyncSession | null | undefined, waited: number) => {
    if (session?.status === 'COMPLETED') pollSellers();
    else if (session?.status === 'FAILED') finish({ phase: 'failed', message: session.result ?? null });
    else if (waited >= SESSION_TIMEOUT_MS) finish({ phase: 'timeout' });
    else if (session) pollSession(session.id, waited);
  };

  const pollSession = (sessionId: string, waited: number) => {
    later(SESSION_POLL_MS, async () => {
      const result = await client
        .query(asyncSessionStatusQuery, { sellerId, sessionId }, network)
        .toPromise();
      if (!alive.current) return;
      // A failed poll is not the session's failure: it counts towards the timeout and the next one asks again.
      const session = result.data?.asyncSessionStatus ?? {
        id: sessionId,
        status: 'PENDING' as const,
        result: null,
      };
      settle(session, waited + SESSION_POLL_MS);
    });
  };

  /** Sends the request; the field errors it was refused with, or null once it runs. */
  const start = async (sellerPageUrl: string | null): Promise<readonly FieldError[] | null> => {
    stop();
    setState({ phase: 'linking', slow: false });
    later(SLOW_NOTICE_MS, () => setState((now) => (now.phase === 'linking' ? { ...now, slow: true } : now)));
    const result = await onboardSeller({ sellerId, sellerPageUrl, confirm: true });
    const payload = result.data?.onboardSeller;
    if (!payload?.ok || !payload.session) {
      stop();
      setState({ phase: 'idle' });
      const errors = payload?.errors ?? [];
      const lines = result.error ? [{ field: null, messages: errorLines({ error: result.error }) }] : [];
      return [...errors, ...lines];
    }
    settle(payload.session, 0);
    return null;
  };

  const reset = () => {
    stop();
    setState({ phase: 'idle' });
  };

  return { state, start, reset };
}
