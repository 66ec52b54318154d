import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import './test-styles';

// findBy/waitFor give a screen this long to appear: a first render with its lookups takes well over the
// default 1 s on two cores shared with a CI run's other work (a passing wait returns as soon as it passes).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // A test that navigates the window's own history (the unsaved-changes guard's) leaves its address behind.
  window.history.replaceState(null, '', '/');
});

// Files share one window (isolate: false, decision 190): what a file stubbed or faked ends with it.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
