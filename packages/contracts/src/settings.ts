// Display settings of seed section 3, stored in the browser under `app.settings`. Plain option lists and a
// lenient reader, so that public pages carry no validation library.

export const COLOR_PRESETS = ['green', 'orange', 'blue', 'purple', 'red', 'teal'] as const;
export type ColorPreset = (typeof COLOR_PRESETS)[number];

export const SETTINGS_OPTIONS = {
  colorPreset: COLOR_PRESETS,
  contrast: ['normal', 'high'],
  direction: ['ltr', 'rtl'],
  layout: ['vertical', 'horizontal'],
  navColor: ['blend-in', 'discrete', 'evident'],
  paletteMode: ['dark', 'light'],
  responsiveFontSizes: [true, false],
  stretch: [true, false],
} as const;

type Options = typeof SETTINGS_OPTIONS;
export type TSettings = { -readonly [K in keyof Options]: Options[K][number] };

export const DEFAULT_SETTINGS: TSettings = {
  colorPreset: 'green',
  contrast: 'normal',
  direction: 'ltr',
  layout: 'vertical',
  navColor: 'evident',
  paletteMode: 'dark',
  responsiveFontSizes: true,
  stretch: false,
};

/** Reads stored settings leniently: unknown or invalid fields fall back to their defaults. */
export function parseStoredSettings(raw: string | null | undefined): TSettings {
  const result: TSettings = { ...DEFAULT_SETTINGS };
  if (!raw) return result;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return result;
  }
  if (typeof value !== 'object' || value === null) return result;
  for (const key of Object.keys(SETTINGS_OPTIONS) as (keyof TSettings)[]) {
    const candidate = (value as Record<string, unknown>)[key];
    if ((SETTINGS_OPTIONS[key] as readonly unknown[]).includes(candidate)) {
      (result as Record<string, unknown>)[key] = candidate;
    }
  }
  return result;
}

export function settingsDifferFromDefaults(settings: TSettings): boolean {
  return (Object.keys(DEFAULT_SETTINGS) as (keyof TSettings)[]).some((k) => settings[k] !== DEFAULT_SETTINGS[k]);
}
