// Colour palettes for every colour preset × palette mode × contrast. Each shade is picked so that text
// and buttons meet WCAG 2.2 AA; `palette.test.ts` checks every combination.
import type { ColorPreset, TSettings } from '@innov/contracts';

type TMode = TSettings['paletteMode'];
type TContrast = TSettings['contrast'];

interface TShades {
  200: string;
  300: string;
  400: string;
  600: string;
  700: string;
  800: string;
  900: string;
  950: string;
}

/** Shade ramps per preset; the light theme uses the dark end, the dark theme the light end. */
export const PRESET_SHADES: Record<ColorPreset, TShades> = {
  green: {
    200: '#BBF7D0',
    300: '#86EFAC',
    400: '#4ADE80',
    600: '#16A34A',
    700: '#15803D',
    800: '#166534',
    900: '#14532D',
    950: '#052E16',
  },
  orange: {
    200: '#FED7AA',
    300: '#FDBA74',
    400: '#FB923C',
    600: '#EA580C',
    700: '#C2410C',
    800: '#9A3412',
    900: '#7C2D12',
    950: '#431407',
  },
  blue: {
    200: '#BFDBFE',
    300: '#93C5FD',
    400: '#60A5FA',
    600: '#2563EB',
    700: '#1D4ED8',
    800: '#1E40AF',
    900: '#1E3A8A',
    950: '#172554',
  },
  purple: {
    200: '#E9D5FF',
    300: '#D8B4FE',
    400: '#C084FC',
    600: '#9333EA',
    700: '#7E22CE',
    800: '#6B21A8',
    900: '#581C87',
    950: '#3B0764',
  },
  red: {
    200: '#FECACA',
    300: '#FCA5A5',
    400: '#F87171',
    600: '#DC2626',
    700: '#B91C1C',
    800: '#991B1B',
    900: '#7F1D1D',
    950: '#450A0A',
  },
  teal: {
    200: '#99F6E4',
    300: '#5EEAD4',
    400: '#2DD4BF',
    600: '#0D9488',
    700: '#0F766E',
    800: '#115E59',
    900: '#134E4A',
    950: '#042F2E',
  },
};

/** The swatch shown for each preset in the settings drawer. */
export const PRESET_SWATCH: Record<ColorPreset, string> = {
  green: PRESET_SHADES.green[600],
  orange: PRESET_SHADES.orange[600],
  blue: PRESET_SHADES.blue[600],
  purple: PRESET_SHADES.purple[600],
  red: PRESET_SHADES.red[600],
  teal: PRESET_SHADES.teal[600],
};

export interface TSchemeColor {
  light: string;
  main: string;
  dark: string;
  contrastText: string;
}

export interface TSchemePalette {
  mode: TMode;
  primary: TSchemeColor;
  secondary: TSchemeColor;
  error: TSchemeColor;
  warning: TSchemeColor;
  info: TSchemeColor;
  success: TSchemeColor;
  background: { default: string; paper: string; neutral: string };
  text: { primary: string; secondary: string; disabled: string };
  divider: string;
}

function schemeColor(shades: TShades, mode: TMode, contrast: TContrast): TSchemeColor {
  const high = contrast === 'high';
  if (mode === 'light') {
    return {
      light: shades[high ? 600 : 400],
      main: shades[high ? 800 : 700],
      dark: shades[high ? 950 : 900],
      contrastText: '#FFFFFF',
    };
  }
  return {
    light: shades[high ? 200 : 300],
    main: shades[high ? 300 : 400],
    dark: shades[high ? 400 : 600],
    contrastText: shades[950],
  };
}

/** The secondary colour complements the primary: green by default, orange beside a green primary. */
export function secondaryPresetFor(preset: ColorPreset): ColorPreset {
  return preset === 'green' ? 'orange' : 'green';
}

const STATUS = {
  light: {
    normal: {
      error: { light: '#F97066', main: '#B42318', dark: '#7A271A', contrastText: '#FFFFFF' },
      warning: { light: '#FDB022', main: '#B54708', dark: '#7A2E0E', contrastText: '#FFFFFF' },
      info: { light: '#7CD4FD', main: '#026AA2', dark: '#0B4A6F', contrastText: '#FFFFFF' },
      success: { light: '#4ADE80', main: '#15803D', dark: '#14532D', contrastText: '#FFFFFF' },
    },
    high: {
      error: { light: '#D92D20', main: '#912018', dark: '#55160C', contrastText: '#FFFFFF' },
      warning: { light: '#DC6803', main: '#93370D', dark: '#4E1D09', contrastText: '#FFFFFF' },
      info: { light: '#0086C9', main: '#065986', dark: '#062C41', contrastText: '#FFFFFF' },
      success: { light: '#16A34A', main: '#166534', dark: '#052E16', contrastText: '#FFFFFF' },
    },
  },
  dark: {
    normal: {
      error: { light: '#FDA29B', main: '#F97066', dark: '#D92D20', contrastText: '#1F0A08' },
      warning: { light: '#FEC84B', main: '#FDB022', dark: '#DC6803', contrastText: '#1F1300' },
      info: { light: '#B9E6FE', main: '#7CD4FD', dark: '#0BA5EC', contrastText: '#04202F' },
      success: { light: '#86EFAC', main: '#4ADE80', dark: '#16A34A', contrastText: '#052E16' },
    },
    high: {
      error: { light: '#FECDCA', main: '#FDA29B', dark: '#F97066', contrastText: '#1F0A08' },
      warning: { light: '#FEDF89', main: '#FEC84B', dark: '#FDB022', contrastText: '#1F1300' },
      info: { light: '#E0F2FE', main: '#B9E6FE', dark: '#7CD4FD', contrastText: '#04202F' },
      success: { light: '#BBF7D0', main: '#86EFAC', dark: '#4ADE80', contrastText: '#052E16' },
    },
  },
} as const;

const NEUTRAL = {
  light: {
    normal: {
      background: { default: '#FFFFFF', paper: '#FFFFFF', neutral: '#F3F5F8' },
      text: { primary: '#0F172A', secondary: '#475569', disabled: '#94A3B8' },
      divider: 'rgba(15, 23, 42, 0.12)',
    },
    high: {
      background: { default: '#FFFFFF', paper: '#FFFFFF', neutral: '#F5F5F5' },
      text: { primary: '#000000', secondary: '#1F2937', disabled: '#4B5563' },
      divider: 'rgba(0, 0, 0, 0.55)',
    },
  },
  dark: {
    normal: {
      background: { default: '#0B1014', paper: '#131A21', neutral: '#10161C' },
      text: { primary: '#F1F5F9', secondary: '#AAB6C3', disabled: '#64748B' },
      divider: 'rgba(241, 245, 249, 0.12)',
    },
    high: {
      background: { default: '#000000', paper: '#0A0A0A', neutral: '#050505' },
      text: { primary: '#FFFFFF', secondary: '#E5E7EB', disabled: '#9CA3AF' },
      divider: 'rgba(255, 255, 255, 0.55)',
    },
  },
} as const;

export function schemePalette(preset: ColorPreset, mode: TMode, contrast: TContrast): TSchemePalette {
  const neutral = NEUTRAL[mode][contrast];
  return {
    mode,
    primary: schemeColor(PRESET_SHADES[preset], mode, contrast),
    secondary: schemeColor(PRESET_SHADES[secondaryPresetFor(preset)], mode, contrast),
    ...STATUS[mode][contrast],
    background: { ...neutral.background },
    text: { ...neutral.text },
    divider: neutral.divider,
  };
}

/** The page background of a scheme, for the browser's `theme-color`. */
export function schemeBackground(mode: TMode, contrast: TContrast): string {
  return NEUTRAL[mode][contrast].background.default;
}
