/** Indirection so tests can observe the reload the quick dialog schedules after a successful create. */
export const pageReload = {
  run: () => window.location.reload(),
};
