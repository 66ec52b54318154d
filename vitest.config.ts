import { defineConfig } from 'vitest/config';

// One runner for the whole repo; each workspace is a project (`vitest run --project api`).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
