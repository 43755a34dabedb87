export * from './create.ts';
export {
  DISK_OBJECT_PATH,
  type DiskGrant,
  type DiskStorage,
  encodeKeyPath,
  isDiskStorage,
  ObjectExistsError,
  ObjectSizeError,
} from './disk.ts';
export * from './types.ts';
