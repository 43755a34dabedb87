import { COLOR_PRESETS } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast.ts';
import { schemePalette } from './palette.ts';

const MODES = ['light', 'dark'] as const;
const CONTRASTS = ['normal', 'high'] as const;
const COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });
});

describe('scheme palettes meet WCAG 2.2 AA', () => {
  for (const preset of COLOR_PRESETS) {
    for (const mode of MODES) {
      for (const contrast of CONTRASTS) {
        const palette = schemePalette(preset, mode, contrast);
        const surfaces = Object.values(palette.background);

        it(`${preset} / ${mode} / ${contrast}: text on every surface`, () => {
          for (const surface of surfaces) {
            expect(contrastRatio(palette.text.primary, surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
            expect(contrastRatio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
          }
        });

        it(`${preset} / ${mode} / ${contrast}: coloured text and filled buttons`, () => {
          for (const key of COLORS) {
            const color = palette[key];
            expect(contrastRatio(color.contrastText, color.main)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
            for (const surface of surfaces) {
              expect(contrastRatio(color.main, surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
            }
          }
        });
      }
    }
  }

  it('high contrast really raises the contrast of text and of the primary colour', () => {
    for (const preset of COLOR_PRESETS) {
      for (const mode of MODES) {
        const normal = schemePalette(preset, mode, 'normal');
        const high = schemePalette(preset, mode, 'high');
        expect(contrastRatio(high.text.primary, high.background.default)).toBeGreaterThan(
          contrastRatio(normal.text.primary, normal.background.default),
        );
        expect(contrastRatio(high.text.secondary, high.background.default)).toBeGreaterThan(
          contrastRatio(normal.text.secondary, normal.background.default),
        );
        expect(contrastRatio(high.primary.main, high.background.default)).toBeGreaterThan(
          contrastRatio(normal.primary.main, normal.background.default),
        );
        // AAA (7:1) for body text in high contrast.
        expect(contrastRatio(high.text.primary, high.background.paper)).toBeGreaterThanOrEqual(7);
      }
    }
  });
});
