import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './test-styles';

// findBy/waitFor give a screen this long to appear: a first render with its lookups takes well over the
// default 1 s on two cores shared with a CI run's other work (a passing wait returns as soon as it passes).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
