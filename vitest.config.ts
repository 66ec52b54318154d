import { defineConfig } from 'vitest/config';

// One runner for the whole repo; each workspace is a project (`vitest run --project api`).
// Two workers: the machines have two cores, and each API test file runs a whole PGlite.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      'packages/shared',
      'apps/api',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.mocked.config.ts',
    ],
  },
});
