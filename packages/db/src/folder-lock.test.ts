// The embedded database's folder lock: a live owner is refused, an owner that is gone (killed, or its pid now
// another process's) is taken over at once, and an owner this host cannot see is judged by the lock's heartbeat.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentOwner, FolderInUseError, type LockOwner, lockFolder, processStartTime } from './folder-lock.ts';

let dir: string;
let file: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'innov-lock-'));
  file = path.join(dir, 'pg.lock');
});
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** A live process other than this one, and the lock it would have written. */
async function otherProcess(): Promise<{ child: ChildProcess; owner: LockOwner }> {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((r) => child.once('spawn', r));
  const pid = child.pid as number;
  return { child, owner: { ...currentOwner(), pid, startTime: processStartTime(pid), token: 'theirs' } };
}

const writeLock = (owner: LockOwner, ageMs = 0) => {
  writeFileSync(file, JSON.stringify(owner));
  const at = new Date(Date.now() - ageMs);
  utimesSync(file, at, at);
};

describe('the folder lock', () => {
  it('records this process and is released', () => {
    const release = lockFolder(file);
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    expect(owner.pid).toBe(process.pid);
    if (process.platform === 'linux') expect(owner.startTime).toBe(processStartTime(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second holder while the first lives, in this process or another', async () => {
    const release = lockFolder(file);
    expect(() => lockFolder(file)).toThrow(FolderInUseError);
    release();
    const { owner } = await otherProcess();
    writeLock(owner);
    expect(() => lockFolder(file)).toThrow(FolderInUseError);
  });

  it('takes over at once the lock of a process killed a moment ago', async () => {
    const { child, owner } = await otherProcess();
    writeLock(owner);
    expect(() => lockFolder(file)).toThrow(FolderInUseError);
    await new Promise((r) => {
      child.once('exit', r);
      child.kill('SIGKILL');
    });
    // The lock was touched just now: only its owner's absence lets it go.
    const release = lockFolder(file);
    expect((JSON.parse(readFileSync(file, 'utf8')) as LockOwner).pid).toBe(process.pid);
    release();
  });

  it.runIf(process.platform === 'linux')('takes over a lock whose pid now belongs to another process', async () => {
    const { owner } = await otherProcess();
    writeLock({ ...owner, startTime: String(Number(owner.startTime) - 1) });
    lockFolder(file)();
  });

  it('takes over a lock from an earlier boot', async () => {
    const { owner } = await otherProcess();
    writeLock({ ...owner, bootId: 'an-earlier-boot' });
    lockFolder(file)();
  });

  it('judges an owner on another host or pid namespace by its heartbeat', () => {
    const elsewhere = { ...currentOwner(), hostname: 'another-host', token: 'theirs' };
    writeLock(elsewhere, 5_000);
    expect(() => lockFolder(file)).toThrow(FolderInUseError);
    writeLock({ ...elsewhere, hostname: os.hostname(), pidNamespace: 'pid:[1]' }, 5_000);
    expect(() => lockFolder(file)).toThrow(FolderInUseError);
    writeLock(elsewhere, 20_000);
    lockFolder(file)();
  });

  it("judges earlier versions' lock folder and an unreadable lock by their age", () => {
    mkdirSync(file);
    expect(() => lockFolder(file)).toThrow(FolderInUseError);
    const old = new Date(Date.now() - 20_000);
    utimesSync(file, old, old);
    lockFolder(file)();
    writeFileSync(file, '');
    expect(() => lockFolder(file)).toThrow(FolderInUseError);
    utimesSync(file, old, old);
    lockFolder(file)();
  });
});
