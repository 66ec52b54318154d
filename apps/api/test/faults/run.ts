import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiRoot } from '../processes';

// `npm run faults`: runs every fault test (vitest.faults.config.ts) and prints the figures each one
// reported (test/faults/report.ts) as one table; the results belong in docs/faults.md (decision 182).

const results = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dw-faults-')), 'results.jsonl');
const started = Date.now();
const run = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.faults.config.ts', ...process.argv.slice(2)], {
  cwd: apiRoot,
  stdio: 'inherit',
  env: { ...process.env, FAULTS_RESULTS: results },
});
const rows = fs.existsSync(results)
  ? fs
      .readFileSync(results, 'utf8')
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        const { fault, figures } = JSON.parse(line) as { fault: string; figures: Record<string, unknown> };
        return Object.entries(figures).map(([name, value]) => [fault, name, String(value)]);
      })
  : [];
const widths = [0, 1, 2].map((column) => Math.max(6, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
console.log(
  `\nfaults: vitest ${run.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(line(['fault', 'figure', 'value']));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
fs.rmSync(path.dirname(results), { recursive: true, force: true });
process.exit(run.status ?? 1);
