import { defineConfig } from 'vitest/config';

// Unit tests only: the run against a real server is apps/server/src/modules/delivery/simulator.api.test.ts,
// where the test PostgreSQL is.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'] },
});
