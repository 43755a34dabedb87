// Images kept by the files domain at their public URL (`/files/public/…`, a COVER's widths) are served by the data
// service's files mount, which Next's image optimizer cannot reach (it asks its own router, not the server), and
// are already WebP at fixed widths. So they are shown as they are, at the made width nearest what the slot needs.
import { FILE_RULES, imageKeyForWidth, pickWidth } from '@innov/contracts';

const PUBLIC_FILES = '/files/public/';

/** next/image props for an image source: a public stored file at the width for `slotWidth`, else optimised. */
export function imageSource(src: string, slotWidth: number): { src: string; unoptimized: boolean } {
  if (!src.startsWith(PUBLIC_FILES) || !/\/w\d+\.webp$/.test(src)) return { src, unoptimized: false };
  const width = pickWidth(FILE_RULES.COVER.widths, slotWidth) as number;
  return { src: imageKeyForWidth(src, width), unoptimized: true };
}
