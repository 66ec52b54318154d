import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** Files that replace modules with vi.mock: each needs a module graph of its own (vitest.mocked.config.ts). */
export const MOCKED_TESTS = 'src/**/*.mocked.test.{ts,tsx}';

// The web tests share their worker's window and module graph (isolate: false, decision 190): importing
// MUI and the screens was most of a file's cost. The setup file resets what a test or a file leaves behind.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [MOCKED_TESTS],
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Rendering the editor screens takes 2-5 s on a quiet 2-core machine and 8x that under a load of 8
    // (CI beside other runs); one limit for every file. No test asserts a time.
    testTimeout: 60_000,
  },
});
