import { describe, expect, it } from 'vitest';
import { imageSource } from './public-image.ts';

describe('imageSource', () => {
  it('shows a public cover as it is, at the made width the slot needs', () => {
    expect(imageSource('/files/public/covers/abc/w1600.webp', 400)).toEqual({
      src: '/files/public/covers/abc/w480.webp',
      unoptimized: true,
    });
    expect(imageSource('/files/public/covers/abc/w480.webp', 820)).toEqual({
      src: '/files/public/covers/abc/w960.webp',
      unoptimized: true,
    });
    expect(imageSource('/files/public/covers/abc/w480.webp', 3000).src).toBe('/files/public/covers/abc/w1600.webp');
  });

  it('leaves any other image to the optimiser', () => {
    expect(imageSource('/images/og-default.png', 400)).toEqual({ src: '/images/og-default.png', unoptimized: false });
    expect(imageSource('https://cdn.example.com/a.webp', 400).unoptimized).toBe(false);
  });
});
