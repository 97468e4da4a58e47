import { defineConfig } from 'vitest/config';

// The architecture checks read source files only: no database, no browser, so they get their own small run.
export default defineConfig({
  test: { root: import.meta.dirname, include: ['**/*.test.ts'] },
});
