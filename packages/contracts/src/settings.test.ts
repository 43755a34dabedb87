import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseStoredSettings, settingsDifferFromDefaults } from './settings.ts';

describe('stored display settings', () => {
  it('uses the seed defaults when nothing or garbage is stored', () => {
    expect(parseStoredSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseStoredSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseStoredSettings('42')).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toEqual({
      colorPreset: 'green',
      contrast: 'normal',
      direction: 'ltr',
      layout: 'vertical',
      navColor: 'evident',
      paletteMode: 'dark',
      responsiveFontSizes: true,
      stretch: false,
    });
  });

  it('keeps valid fields and replaces invalid ones with defaults', () => {
    const parsed = parseStoredSettings(
      JSON.stringify({ direction: 'rtl', paletteMode: 'purple', stretch: 'yes', colorPreset: 'blue' }),
    );
    expect(parsed).toEqual({ ...DEFAULT_SETTINGS, direction: 'rtl', colorPreset: 'blue' });
    expect(settingsDifferFromDefaults(parsed)).toBe(true);
    expect(settingsDifferFromDefaults({ ...DEFAULT_SETTINGS })).toBe(false);
  });
});
