import { defineConfig } from 'vitest/config';

// API tests run against a real database per file, cloned from a template made once per run
// (test/global-setup.ts). The root config runs two workers: the machines have two cores.
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
