// Adds up the vitest and Playwright JSON reports and the check steps into one closing line.
import fs from 'node:fs';
import path from 'node:path';

const [dir, stepsPassed, stepsFailed] = process.argv.slice(2);
let passed = Number(stepsPassed);
let failed = Number(stepsFailed);
let skipped = 0;

for (const file of ['unit.json', 'api-pg.json']) {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) continue;
  const report = JSON.parse(fs.readFileSync(full, 'utf8'));
  passed += report.numPassedTests ?? 0;
  // A failed test counts once; a file that failed without a failed test (it did not load, a hook threw) counts as
  // one more. vitest's numFailedTestSuites would count the file and each describe around a failed test again.
  const failedFilesWithoutTests = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  failed += (report.numFailedTests ?? 0) + failedFilesWithoutTests;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}

const e2e = path.join(dir, 'e2e.json');
if (fs.existsSync(e2e)) {
  const stats = JSON.parse(fs.readFileSync(e2e, 'utf8')).stats ?? {};
  passed += stats.expected ?? 0;
  failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  skipped += stats.skipped ?? 0;
  console.log(`e2e.json: ${stats.expected ?? 0} passed, ${stats.unexpected ?? 0} failed`);
}

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
