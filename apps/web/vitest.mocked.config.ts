import { defineProject } from 'vitest/config';
import web, { MOCKED_TESTS } from './vitest.config';

// The web tests that mock modules, each file in its own module graph (decision 190).
export default defineProject({
  ...web,
  test: { ...web.test, name: 'web-mocked', include: [MOCKED_TESTS], exclude: [], isolate: true },
});
