// The data folder holds the database, the master key and the admin keys: it and everything in it belong to the
// service's user alone (folders 0700, files 0600), including what earlier versions left readable and what the
// embedded database writes later.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Group and other permission bits, none of which a file of ours may carry. */
const SHARED_BITS = 0o077;

/**
 * Creates `dir` (0700) if need be and takes group and other permissions off it and everything below it (symbolic
 * links are not followed). Returns the paths it could not tighten (e.g. a folder owned by another user).
 */
export function ensurePrivateDir(dir: string): string[] {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const untightened: string[] = [];
  const visit = (p: string) => {
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(p);
    } catch {
      return; // removed while we walked
    }
    if (stat.isSymbolicLink()) return;
    if (stat.mode & SHARED_BITS) {
      try {
        chmodSync(p, stat.mode & 0o700);
      } catch {
        untightened.push(p);
      }
    }
    if (stat.isDirectory()) {
      let entries: string[] = [];
      try {
        entries = readdirSync(p);
      } catch {
        untightened.push(p);
      }
      for (const entry of entries) visit(path.join(p, entry));
    }
  };
  visit(dir);
  return untightened;
}

interface EmscriptenNodeFs {
  node_ops: Record<string, (...args: never[]) => unknown>;
  stream_ops: Record<string, (...args: never[]) => unknown>;
}

/**
 * PGlite's Node filesystem, keeping the files private. Emscripten's NODEFS sets each file's mode with chmod after
 * creating it (0666 for most of initdb's files, 0644 for the relation caches), so the process umask does not
 * reach them: the modes it creates and sets lose their group and other bits here, before they touch the disk.
 */
export class PrivateNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const privatise = (mod: { NODEFS: EmscriptenNodeFs }) => {
      const { node_ops, stream_ops } = mod.NODEFS;
      const mknod = node_ops.mknod as (parent: unknown, name: string, mode: number, dev: number) => unknown;
      node_ops.mknod = ((parent: unknown, name: string, mode: number, dev: number) =>
        mknod(parent, name, mode & ~SHARED_BITS, dev)) as never;
      for (const ops of [node_ops, stream_ops]) {
        const setattr = ops.setattr as (target: unknown, attr: { mode?: number }) => unknown;
        ops.setattr = ((target: unknown, attr: { mode?: number }) =>
          setattr(target, attr.mode == null ? attr : { ...attr, mode: attr.mode & ~SHARED_BITS })) as never;
      }
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [privatise, ...(emscriptenOpts.preRun ?? [])] } };
  }
}
