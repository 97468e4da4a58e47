import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type RouteObject, useRouteError } from 'react-router';

/** When the last automatic reload for a missing chunk happened (guards against a reload loop). */
export const chunkReloadKey = 'portal.chunkReloadAt';
/** Within this time after an automatic reload, a missing chunk shows the message instead of reloading again. */
const reloadGuardMs = 60_000;

/**
 * A code chunk that failed to load: after a deploy the open tab asks for bundles the server no longer has
 * (Chromium, Firefox and Safari word it differently; Vite's preload helper adds its own).
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS|Loading (CSS )?chunk .* failed/i.test(
    message,
  );
}

/**
 * Reloads once onto the build the server has now (index.html is revalidated on every load), unless this tab
 * already did so a moment ago: then the chunk is missing for another reason and the message stays.
 */
export function reloadOnceForNewVersion(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now = Date.now(),
): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(chunkReloadKey));
    if (Number.isFinite(last) && last > 0 && now - last < reloadGuardMs) return false;
    storage.setItem(chunkReloadKey, String(now));
  } catch {
    // Without storage there is no guard against a loop: leave the reload to the user.
    return false;
  }
  reload();
  return true;
}

/** Indirection so tests can watch the reload (jsdom's location.reload cannot be replaced). */
export const pageReload = { reload: () => window.location.reload() };

/**
 * The error boundary of every route: a friendly, translated message and a Reload button instead of React
 * Router's developer page; a missing code chunk reloads onto the new version by itself, once.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const isChunk = isChunkLoadError(error);
  useEffect(() => {
    if (isChunk) reloadOnceForNewVersion(sessionStorage, pageReload.reload);
  }, [isChunk]);
  return (
    <Center mih="60vh" p="md" data-testid="route-error">
      <Stack align="center" gap="sm" maw={480} role="alert">
        <Title order={2} ta="center">
          {t('routeError.title')}
        </Title>
        <Text ta="center" c="dimmed">
          {t(isChunk ? 'routeError.newVersion' : 'routeError.message')}
        </Text>
        <Button leftSection={<IconRefresh size={16} />} onClick={() => pageReload.reload()}>
          {t('routeError.reload')}
        </Button>
      </Stack>
    </Center>
  );
}

/** Throws what it is given, so the route's error boundary shows it. */
function RethrowError({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A route whose code failed to load: React Router renders nothing for a lazy route that rejected, so the
 * failure becomes the route's component, which throws it where the route's boundary catches it.
 */
function catchingLazy(lazy: RouteObject['lazy']): RouteObject['lazy'] {
  if (typeof lazy !== 'function') return lazy;
  return async () => {
    try {
      return await lazy();
    } catch (error) {
      return { element: <RethrowError error={error} /> };
    }
  };
}

/** Every route of the tree gets the boundary (a route's own errorElement is kept). */
export function withRouteErrors(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withRouteErrors(route.children) : undefined;
    const withBoundary = {
      ...route,
      errorElement: route.errorElement ?? <RouteError />,
      ...(route.lazy ? { lazy: catchingLazy(route.lazy) } : {}),
    };
    return (children ? { ...withBoundary, children } : withBoundary) as RouteObject;
  });
}
