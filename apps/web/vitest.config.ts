import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Form tests type through Mantine inputs; on a shared 2-core machine 5 s is not always enough.
    testTimeout: 20_000,
    // Vitest's default outside watch mode is one worker fewer than the cores: on CI's 2 cores, a single
    // worker left a core idle through 180 test files (10 minutes of CI). Two, as the server's tests use:
    // src/components took 36 s instead of 52–55 s back to back (threads instead of forks: the same).
    maxWorkers: 2,
    minWorkers: 1,
  },
});
