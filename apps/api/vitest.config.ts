import { defineConfig } from 'vitest/config';

// API tests run against a real database per file, cloned from a template made once per run
// (test/global-setup.ts). The root config runs two workers: the machines have two cores. Files share
// their worker's module graph (isolate: false): importing the app is most of a file's cost, and no
// API test mocks modules; each file still builds its own app on its own database (decision 116).
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    fileParallelism: true,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
