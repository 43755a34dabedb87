// Display settings of seed section 3, stored in the browser under `app.settings`.
import { z } from 'zod';

export const COLOR_PRESETS = ['green', 'orange', 'blue', 'purple', 'red', 'teal'] as const;
export type ColorPreset = (typeof COLOR_PRESETS)[number];

export const ZSettings = z.object({
  colorPreset: z.enum(COLOR_PRESETS),
  contrast: z.enum(['normal', 'high']),
  direction: z.enum(['ltr', 'rtl']),
  layout: z.enum(['vertical', 'horizontal']),
  navColor: z.enum(['blend-in', 'discrete', 'evident']),
  paletteMode: z.enum(['dark', 'light']),
  responsiveFontSizes: z.boolean(),
  stretch: z.boolean(),
});
export type TSettings = z.infer<typeof ZSettings>;

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
  if (!raw) return { ...DEFAULT_SETTINGS };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  if (typeof value !== 'object' || value === null) return { ...DEFAULT_SETTINGS };
  const result: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, schema] of Object.entries(ZSettings.shape)) {
    const parsed = schema.safeParse((value as Record<string, unknown>)[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as TSettings;
}

export function settingsDifferFromDefaults(settings: TSettings): boolean {
  return (Object.keys(DEFAULT_SETTINGS) as (keyof TSettings)[]).some((k) => settings[k] !== DEFAULT_SETTINGS[k]);
}
