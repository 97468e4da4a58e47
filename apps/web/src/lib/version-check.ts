/** Paths where a stale app is reloaded on the new build (spec 3 §7). */
export const versionCheckedPaths = ['/home', '/auth', '/booking', '/sponsor', '/billing'] as const;
export const VERSION_CHECK_THROTTLE_MS = 5000;

export type VersionChecker = {
  /** Resolves to the newer served version when the app is stale on a checked path, else null. */
  check: (pathname: string) => Promise<string | null>;
};

/**
 * Compares the build the page runs with /version.txt, at most once per throttle window and only on the
 * checked paths. A failed fetch counts as "current": the check must never break navigation.
 */
export function createVersionChecker(options: {
  currentVersion: string;
  fetchVersion: () => Promise<string>;
  now?: () => number;
  throttleMs?: number;
}): VersionChecker {
  const { currentVersion, fetchVersion, now = Date.now, throttleMs = VERSION_CHECK_THROTTLE_MS } = options;
  let lastCheck = Number.NEGATIVE_INFINITY;
  return {
    async check(pathname) {
      if (!versionCheckedPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`)))
        return null;
      if (now() - lastCheck < throttleMs) return null;
      lastCheck = now();
      try {
        const served = (await fetchVersion()).trim();
        return served && served !== currentVersion ? served : null;
      } catch {
        return null;
      }
    },
  };
}

/** The same address with `version=<served>`: a full load of it fetches the new index.html and bundles. */
export function withVersionParam(href: string, version: string): string {
  const url = new URL(href);
  url.searchParams.set('version', version);
  return url.toString();
}

/**
 * The build this page runs, named by index.html's `<meta name="build-id">` (vite.config.ts): the id lives in
 * the never-cached page rather than in a bundle, so no cached chunk changes with each build. Null outside a
 * production build.
 */
export function runningBuildId(doc: Pick<Document, 'querySelector'> = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content.trim();
  return content ? content : null;
}

export async function fetchServedVersion(): Promise<string> {
  const response = await fetch(`/version.txt?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`version.txt answered ${response.status}`);
  return response.text();
}
