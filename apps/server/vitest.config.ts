import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql ships CJS and ESM builds; Node loads the CJS one for yoga, so our code must use it too,
    // or GraphQLError instances from resolvers are not recognised and get masked.
    alias: { graphql: 'graphql/index.js' },
  },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One PostgreSQL server and a migrated template for the run; each test file clones its own database.
    globalSetup: ['src/testing/global-setup.ts'],
    maxWorkers: 2,
    minWorkers: 1,
  },
});
