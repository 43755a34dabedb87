import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageDerivatives, MAX_IMAGE_PIXELS, UnreadableImage } from './inspect-upload.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('imageDerivatives', () => {
  it('refuses a decompression bomb: an image of more pixels than MAX_IMAGE_PIXELS, however few its bytes', async () => {
    const bomb = await png(9000, 8000);
    expect(9000 * 8000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(imageDerivatives(bomb, [64])).rejects.toBeInstanceOf(UnreadableImage);
  });

  it('takes a large photo within the limit', async () => {
    const made = await imageDerivatives(await png(8000, 6000), [64]);
    expect((await sharp(made.get(64)).metadata()).width).toBe(64);
  });
});
