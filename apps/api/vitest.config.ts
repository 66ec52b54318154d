import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests that start the product with its own embedded PostgreSQL (crash and restart of that server): they
 * never touch the test database, so the second pass on the machine's PostgreSQL (TEST_DATABASE_URL,
 * `.ci/run`) would only repeat them (decision 190).
 */
const OWN_DATABASE_SERVER_TESTS = [
  'test/platform/crash-restart.test.ts',
  'test/faults/postgres-restart.test.ts',
];

// API tests run against a real database per file, cloned from a template made once per run
// (test/global-setup.ts). The root config runs two workers: the machines have two cores. Files share
// their worker's module graph (isolate: false): importing the app is most of a file's cost, and no
// API test mocks modules; each file still builds its own app on its own database (decision 116).
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? OWN_DATABASE_SERVER_TESTS : [])],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    fileParallelism: true,
    isolate: false,
    // A list's count gives up after 50 ms in the product; the tests count a few rows exactly, also when the
    // machine is loaded (decision 196).
    env: { LIST_COUNT_TIMEOUT_MS: '2000' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
