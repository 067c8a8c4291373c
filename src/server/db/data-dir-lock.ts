// PGlite takes no lock of its own: two processes on one data directory lose committed
// rows (toolchain.md, trap 9). This lock file makes the second process refuse to start.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function prepareDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch {
    throw new DataDirError(
      `The data directory ${dataDir} is not writable. Fix its permissions or point DATA_DIR at a writable folder.`,
    );
  }
}

/** The pid of the live process holding the data directory, or null. */
export function lockHolder(dataDir: string): number | null {
  try {
    const holder = Number(fs.readFileSync(path.join(dataDir, 'rebox.lock'), 'utf8'));
    return Number.isInteger(holder) && holder > 0 && isAlive(holder) ? holder : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws a sentence; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'rebox.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new DataDirError(`Could not lock the data directory ${dataDir}: ${(error as Error).message}.`);
      }
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirError(
          `The data directory ${dataDir} is in use by another Rebox process (pid ${holder}). Stop it first or set DATA_DIR to another folder.`,
        );
      }
      // The holder died without cleaning up (e.g. SIGKILL): the lock is stale.
      fs.unlinkSync(lockPath);
    }
  }
  throw new DataDirError(`Could not lock the data directory ${dataDir}.`);
}

/** JWT secret: JWT_SECRET, else one generated on first start and kept beside the data (mode 600). */
export function loadOrCreateSecret(dataDir: string, fromEnv: string | undefined, create: () => string): string {
  if (fromEnv) return fromEnv;
  const secretPath = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(secretPath)) return fs.readFileSync(secretPath, 'utf8').trim();
  const secret = create();
  fs.writeFileSync(secretPath, secret, { mode: 0o600 });
  return secret;
}
