import fs from 'node:fs';

/**
 * A fault test's figures (decision 182): printed, and with FAULTS_RESULTS set (`npm run faults`) appended
 * to that file as one JSON line, which the runner prints as a table beside docs/faults.md.
 */
export function reportFault(fault: string, figures: Record<string, string | number>) {
  console.log(`${fault}: ${JSON.stringify(figures)}`);
  const file = process.env.FAULTS_RESULTS;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ fault, figures })}\n`);
}
