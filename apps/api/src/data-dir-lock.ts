import fs from 'node:fs';
import path from 'node:path';
import { EmbeddedPostgresError, isAlive } from './db/embedded-postgres';

const LOCK_FILE = 'dispatchwise.pid';

/** Whether `pid` is a live Node.js process (a reused pid of another program does not count). */
function isLiveNode(pid: number): boolean {
  if (pid === process.pid || !isAlive(pid)) return false;
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node|tsx/.test(command);
  } catch {
    return true;
  }
}

/** The pid of the API process that holds `dataDir`, if one is running. */
export function findDataDirOwner(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim());
    return Number.isInteger(pid) && isLiveNode(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One API process per data folder: its embedded database, blob storage and mail folder are not
 * shared. A lock left by a killed process (its pid is gone) is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const owner = findDataDirOwner(dataDir);
  if (owner) {
    throw new EmbeddedPostgresError(
      `Dispatchwise is already running on ${dataDir} (process ${owner}). Stop it first, or start this ` +
        'one with another DATA_DIR (and PORT).',
    );
  }
  const file = path.join(dataDir, LOCK_FILE);
  fs.writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
    } catch {
      // Already gone.
    }
  };
}
