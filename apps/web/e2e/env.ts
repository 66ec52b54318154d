import os from 'node:os';
import path from 'node:path';

// Where the e2e product runs: the Playwright config starts it, the journeys read its mail folder.
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);
export const e2eDataDir = path.join(os.tmpdir(), `dispatchwise-e2e-${e2ePort}`);
export const e2eBaseURL = `http://localhost:${e2ePort}`;
