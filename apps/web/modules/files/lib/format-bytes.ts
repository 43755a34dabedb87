// A size in words for people ("1.2 MB", "350 KB", "1 GB"), in the binary units the file rules count in
// (contracts' FILE_RULES: 5 MB is 5 × 1024 × 1024 bytes), so a limit and the size shown beside it agree.

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** `bytes` in the largest unit it reaches, with one decimal below 10 of it and none above ("9.5 MB", "12 MB"). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 bytes';
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${Math.round(bytes)} bytes`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB rounds to "1024 KB": say "1 MB" instead.
  if (Math.round(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}
