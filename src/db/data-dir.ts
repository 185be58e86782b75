import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../errors';

/**
 * DATA_DIR, the embedded database's folder: made private (0700), owned by one process at a time
 * (a lock file), holding the database's password (0600). Every failure names the folder and the
 * cause, since "PGlite failed to initialize properly" tells an operator nothing.
 */
const LOCK_FILE = 'lock';
const PASSWORD_FILE = 'db-password';

const CAUSES: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'it is on a read-only file system',
  ENOTDIR: 'it is not a folder (a file is in the way)',
  EEXIST: 'it is not a folder (a file is in the way)',
  ENOENT: 'it or files in it cannot be created',
  ENOSPC: 'no space is left on its device',
  EDQUOT: 'the disk quota is exceeded',
};

export function dataDirError(dir: string, cause: string): AppError {
  return new AppError('UNAVAILABLE', `DATA_DIR ${dir} cannot be used: ${cause}`);
}

function fsError(dir: string, e: unknown): AppError {
  const code = (e as NodeJS.ErrnoException).code ?? '';
  return dataDirError(dir, CAUSES[code] ? `${CAUSES[code]} (${code})` : (e as Error).message);
}

/** Runs a file-system step of DATA_DIR, turning its errors into the folder's message. */
export function inDataDir<T>(dir: string, step: () => T): T {
  try {
    return step();
  } catch (e) {
    throw e instanceof AppError ? e : fsError(dir, e);
  }
}

/** Creates DATA_DIR if needed (private to its owner: 0700). */
export function prepareDataDir(dir: string): void {
  inDataDir(dir, () => {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (!fs.statSync(dir).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
  });
}

/** Writes a file only its owner can read, whatever mode an older copy had (write then rename). */
export function writePrivateFile(file: string, text: string): void {
  const tmp = `${file}.${randomUUID()}.tmp`;
  fs.writeFileSync(tmp, text, { mode: 0o600 });
  fs.chmodSync(tmp, 0o600);
  fs.renameSync(tmp, file);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process named in DATA_DIR's lock file, when that file exists. */
export function lockHolder(dir: string): { pid: number; raw: string } | undefined {
  try {
    const raw = fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8');
    return { pid: Number.parseInt(raw, 10), raw };
  } catch {
    return undefined;
  }
}

/**
 * Takes DATA_DIR for this process, or fails naming the process that has it. Two processes on one
 * PGlite folder each cache their own view of it and overwrite each other's writes, so the server
 * and the CLI both take it before PGlite opens (the CLI uses a running server's URL instead).
 *
 * The lock is a file created with O_EXCL holding the pid. A lock whose process is gone (killed,
 * crashed), or that names our own pid (a container restarted with the same pid), is stale: it is
 * renamed away and the exclusive create tried again. The rename moves one file, so of two
 * processes taking over the same stale lock one finds the file already gone and retries; a
 * process that moved a fresh lock by mistake (it changed after it was read) puts it back.
 * Returns the release, which also runs when the process exits.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const token = `${process.pid} ${randomUUID()}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    const created = inDataDir(dir, () => {
      try {
        fs.writeFileSync(file, token, { flag: 'wx', mode: 0o600 });
        return true;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw e;
      }
    });
    if (created) {
      // Only now, once files could be written there, is the folder's mode changed: a DATA_DIR that
      // is not ours to write (say /sys/kernel) is refused above and left untouched.
      const release = releaser(file, token);
      try {
        inDataDir(dir, () => fs.chmodSync(dir, 0o700));
      } catch (e) {
        release();
        throw e;
      }
      return release;
    }
    const holder = lockHolder(dir);
    if (!holder) continue;
    if (holder.pid !== process.pid && alive(holder.pid)) {
      throw dataDirError(
        dir,
        `it is in use by process ${holder.pid} (another npm start or CLI on this folder). Stop that process or set DATA_DIR to another folder; if no such process uses it, delete ${file}`,
      );
    }
    takeOverStale(dir, file, holder.raw);
  }
  throw dataDirError(dir, `its lock file ${file} keeps changing; another process is starting on it`);
}

function takeOverStale(dir: string, file: string, stale: string) {
  const grave = `${file}.stale-${randomUUID()}`;
  try {
    fs.renameSync(file, grave);
  } catch {
    return; // someone else moved it first
  }
  inDataDir(dir, () => {
    if (fs.readFileSync(grave, 'utf8') === stale) fs.rmSync(grave);
    else fs.renameSync(grave, file);
  });
}

function releaser(file: string, token: string): () => void {
  const release = () => {
    process.off('exit', release);
    try {
      if (fs.readFileSync(file, 'utf8') === token) fs.rmSync(file);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}

/**
 * The embedded database's password: generated on first start (32 random bytes), kept in
 * DATA_DIR/db-password (0600) and required of every connection.
 */
export function databasePassword(dir: string): string {
  const file = path.join(dir, PASSWORD_FILE);
  return inDataDir(dir, () => {
    if (!fs.existsSync(file)) writePrivateFile(file, `${randomBytes(32).toString('base64url')}\n`);
    fs.chmodSync(file, 0o600);
    const password = fs.readFileSync(file, 'utf8').trim();
    if (!password || password.includes('\n')) throw dataDirError(dir, `${file} does not hold a password (one line); delete it to have a new one made`);
    return password;
  });
}
