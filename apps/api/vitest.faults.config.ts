import { defineConfig, mergeConfig } from 'vitest/config';
import api from './vitest.config';

// `npm run faults` (decision 182): every fault test, the slow ones (`*.fault.ts`, not in CI) with those CI
// runs, one file at a time, each on the API tests' throw-away PostgreSQL.
export default mergeConfig(
  api,
  defineConfig({
    test: {
      name: 'faults',
      include: [
        'test/faults/**/*.{test,fault}.ts',
        'test/platform/crash-restart.test.ts',
        'src/modules/accounting/accounting.push.crash.test.ts',
      ],
      fileParallelism: false,
      testTimeout: 300_000,
    },
  }),
);
