// The embedded database's folder lock: PGlite is single-process, and a second process on the same folder would
// corrupt it. The lock file names its owner (pid, the process's start time, boot and pid namespace), so a lock
// left by a process that is gone (killed, crashed) is taken over at once, while a live owner is refused.
import { randomBytes } from 'node:crypto';
import {
  linkSync,
  lstatSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';

/** How often the owner touches its lock, and how old an untouched lock must be before it counts as stale. */
const HEARTBEAT_MS = 5_000;
const STALE_MS = 15_000;

export interface LockOwner {
  pid: number;
  hostname: string;
  /** Linux: the boot, pid namespace and start time (clock ticks since boot) that make the pid unambiguous. */
  bootId?: string;
  pidNamespace?: string;
  startTime?: string;
  /** Tells this lock from a later one by the same process. */
  token: string;
}

function readOr(file: string, read: (f: string) => string): string | undefined {
  try {
    return read(file).trim();
  } catch {
    return undefined;
  }
}

/** Linux: /proc/<pid>/stat's 22nd field, the process's start time in clock ticks since boot. */
export function processStartTime(pid: number): string | undefined {
  const stat = readOr(`/proc/${pid}/stat`, (f) => readFileSync(f, 'utf8'));
  // The second field, the command name in parentheses, may itself hold spaces and parentheses.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields?.[19];
}

/** Who this process is, as a lock records it. */
export function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    hostname: os.hostname(),
    bootId: readOr('/proc/sys/kernel/random/boot_id', (f) => readFileSync(f, 'utf8')),
    pidNamespace: readOr('/proc/self/ns/pid', readlinkSync),
    startTime: processStartTime(process.pid),
    token: randomBytes(12).toString('hex'),
  };
}

/**
 * Whether the recorded owner may still be running. Within this host and pid namespace the answer is exact: on
 * Linux, the pid must be alive with the recorded start time (a pid reused by another process does not count);
 * elsewhere, the pid must be alive. An owner we cannot see (another host, container or boot record) counts as
 * alive until its lock goes untouched for STALE_MS.
 */
export function ownerMayBeAlive(owner: LockOwner, lockAgeMs: number, self: LockOwner = currentOwner()): boolean {
  if (owner.hostname !== self.hostname || owner.pidNamespace !== self.pidNamespace) return lockAgeMs < STALE_MS;
  if (owner.bootId && self.bootId && owner.bootId !== self.bootId) return false;
  if (owner.startTime && self.startTime) return processStartTime(owner.pid) === owner.startTime;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner?.pid) && typeof owner.hostname === 'string' ? owner : undefined;
  } catch {
    return undefined;
  }
}

export class FolderInUseError extends Error {
  constructor(readonly owner: LockOwner | undefined) {
    super('The folder is locked by another live process');
    this.name = 'FolderInUseError';
  }
}

/**
 * Takes the lock file `file` for this process, taking it over when its owner is gone. Throws FolderInUseError
 * while another live process holds it. The returned function releases it.
 */
export function lockFolder(file: string): () => void {
  const self = currentOwner();
  const temp = `${file}.${process.pid}.${self.token}`;
  writeFileSync(temp, JSON.stringify(self), { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(temp, file); // atomic: fails when a lock exists
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
      }
      removeIfStale(file, self);
    }
  } finally {
    unlinkSync(temp);
  }
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {}
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return () => {
    clearInterval(heartbeat);
    if (readOwner(file)?.token === self.token) unlinkSync(file);
  };
}

/** Removes the lock at `file` if its owner is gone; throws FolderInUseError if it may be alive. */
function removeIfStale(file: string, self: LockOwner) {
  let stat: ReturnType<typeof lstatSync>;
  try {
    stat = lstatSync(file);
  } catch {
    return; // released meanwhile: try again
  }
  const age = Date.now() - stat.mtimeMs;
  if (stat.isDirectory()) {
    // The lock of earlier versions (proper-lockfile): a folder touched every 5 s, naming no owner.
    if (age < STALE_MS) throw new FolderInUseError(undefined);
    rmdirSync(file);
    return;
  }
  const owner = readOwner(file);
  // A lock file without a readable owner is one being written right now, or a torn one from a crash.
  if (owner ? ownerMayBeAlive(owner, age, self) : age < STALE_MS) throw new FolderInUseError(owner);
  // Move the stale lock aside and check that what moved is the lock judged: another process may have taken
  // over in between, and its fresh lock must be put back rather than removed.
  const aside = `${file}.stale.${self.token}`;
  try {
    renameSync(file, aside);
  } catch {
    return;
  }
  const moved = statSync(aside);
  if (moved.ino !== stat.ino || moved.dev !== stat.dev) {
    try {
      linkSync(aside, file);
    } catch {}
  }
  unlinkSync(aside);
}
