#!/usr/bin/env node
// Writes app/favicon.ico from app/icon.svg: the logo mark at 16, 32 and 48 px, each a PNG inside the ICO container
// (which every current browser reads). Run it again when the icon changes: `node apps/web/scripts/write-favicon.mjs`.
// sharp renders the SVG (installed with Next, which uses it for images).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../app');
const SIZES = [16, 32, 48];
const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

const svg = readFileSync(path.join(appDir, 'icon.svg'));
const images = await Promise.all(
  SIZES.map((size) =>
    sharp(svg, { density: (72 * size) / 40 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);

// ICONDIR: reserved 0, type 1 (icon), image count; then one ICONDIRENTRY per image, then the images.
const header = Buffer.alloc(HEADER_BYTES);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
const entries = images.map((image, i) => {
  const entry = Buffer.alloc(ENTRY_BYTES);
  entry.writeUInt8(SIZES[i], 0); // width
  entry.writeUInt8(SIZES[i], 1); // height
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += image.length;
  return entry;
});
writeFileSync(path.join(appDir, 'favicon.ico'), Buffer.concat([header, ...entries, ...images]));
