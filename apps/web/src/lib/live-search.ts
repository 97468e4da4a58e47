/** What live-search reads of the app's router (react-router's data router has it). */
export type LocationSource = {
  state: {
    location: { pathname: string; search: string };
    navigation: { location?: { pathname: string; search: string } | undefined };
  };
};

let source: LocationSource | null = null;

/** Tests: forget the router handed over. */
export function unfollowRouter(): void {
  source = null;
}

/** main.tsx hands the app's router over once. */
export function followRouter(router: LocationSource): void {
  source = router;
}

/**
 * The address's query as it is about to be: the navigation under way on this page (its route loaders still
 * running) when there is one, else the current one. Address writers (list filters, a dialog's parameter)
 * build on this, not on the query of their component's last render: a `/sponsor` change runs the route's
 * loader before the address changes, and a second change built on the render's query cancelled the first
 * and dropped its parameter (typing a campaign name, then choosing Diagnose before the list re-rendered).
 * `rendered` (the caller's render's query) serves when no router was handed over (a test's memory router).
 */
export function liveSearchParams(rendered: URLSearchParams | string): URLSearchParams {
  const current = source?.state.location;
  const pending = source?.state.navigation.location;
  if (!current) return new URLSearchParams(rendered);
  return new URLSearchParams(
    pending && pending.pathname === current.pathname ? pending.search : current.search,
  );
}
