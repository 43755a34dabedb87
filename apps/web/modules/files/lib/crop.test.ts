import { describe, expect, it } from 'vitest';
import { clampZoom, outputSide, squareCrop, ZOOM } from './crop.ts';

describe('squareCrop', () => {
  it('rounds a crop to whole pixels and keeps it square', () => {
    expect(squareCrop({ x: 10.4, y: 20.6, width: 300.2, height: 300.7 }, { width: 800, height: 600 })).toEqual({
      x: 10,
      y: 21,
      width: 300,
      height: 300,
    });
  });

  it('moves a crop that rounding pushed over an edge back inside the image', () => {
    expect(squareCrop({ x: 500.6, y: 300.5, width: 299.6, height: 299.6 }, { width: 800, height: 600 })).toEqual({
      x: 500,
      y: 300,
      width: 300,
      height: 300,
    });
    expect(squareCrop({ x: -0.4, y: -3, width: 100, height: 100 }, { width: 800, height: 600 })).toMatchObject({
      x: 0,
      y: 0,
    });
  });

  it('is never larger than the image’s shorter side', () => {
    expect(squareCrop({ x: 0, y: 0, width: 700, height: 700 }, { width: 800, height: 600 })).toEqual({
      x: 0,
      y: 0,
      width: 600,
      height: 600,
    });
  });
});

describe('outputSide', () => {
  it('keeps a small crop as it is and shrinks a large one to 512', () => {
    expect(outputSide({ x: 0, y: 0, width: 200, height: 200 })).toBe(200);
    expect(outputSide({ x: 0, y: 0, width: 3000, height: 3000 })).toBe(512);
  });
});

describe('clampZoom', () => {
  it('stays within the slider', () => {
    expect(clampZoom(0.2)).toBe(ZOOM.min);
    expect(clampZoom(9)).toBe(ZOOM.max);
    expect(clampZoom(2.5)).toBe(2.5);
    expect(clampZoom(Number.NaN)).toBe(ZOOM.min);
  });
});
