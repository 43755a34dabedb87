// The avatar editor's crop: the square react-easy-crop chose (in the image's pixels), kept inside the image and
// square after rounding, and the size of the picture made from it. Pure, for tests; avatar-editor.tsx draws it.

export interface TArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest side of the cropped picture sent (the data service makes 64, 128 and 256 from it). */
const AVATAR_OUTPUT_MAX = 512;

/**
 * The crop as whole pixels: a square (the smaller of the two sides) no larger than the image, moved back inside
 * it when rounding pushed it over an edge.
 */
export function squareCrop(area: TArea, image: { width: number; height: number }): TArea {
  const limit = Math.min(image.width, image.height);
  const side = Math.max(1, Math.min(Math.round(Math.min(area.width, area.height)), limit));
  const clamp = (start: number, extent: number) => Math.min(Math.max(0, Math.round(start)), Math.max(0, extent - side));
  return { x: clamp(area.x, image.width), y: clamp(area.y, image.height), width: side, height: side };
}

/** The side of the picture drawn from a crop: the crop's own, at most AVATAR_OUTPUT_MAX (never enlarged). */
export function outputSide(crop: TArea, max = AVATAR_OUTPUT_MAX): number {
  return Math.max(1, Math.min(max, Math.round(crop.width)));
}

/** The zoom slider's range (react-easy-crop's zoom: 1 fits the image's shorter side in the square). */
export const ZOOM = { min: 1, max: 4, step: 0.05 } as const;

/** A zoom within the slider's range. */
export function clampZoom(zoom: number): number {
  if (Number.isNaN(zoom)) return ZOOM.min;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, zoom));
}
