import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Rendering the editor screens takes 2-5 s on a quiet 2-core machine and 8x that under a load of 8
    // (CI beside other runs); one limit for every file. No test asserts a time.
    testTimeout: 60_000,
  },
});
