import { useMatches } from 'react-router';

/** The title key the router put on the deepest matched route's handle. */
export function useRouteTitleKey(): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { titleKey?: unknown } | undefined;
    if (typeof handle?.titleKey === 'string') return handle.titleKey;
  }
  return '';
}
