export * from './create.ts';
export {
  DISK_OBJECT_PATH,
  type DiskGrant,
  type DiskStorage,
  encodeKeyPath,
  isDiskStorage,
  ObjectSizeError,
} from './disk.ts';
export * from './types.ts';
