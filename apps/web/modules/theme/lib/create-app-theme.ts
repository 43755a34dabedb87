// Builds the MUI theme from the display settings. Both colour schemes are emitted as CSS variables, so
// switching light/dark is a data attribute on <html> (set before paint by the settings script).
import './theme-augmentation.ts';
import { BREAKPOINTS, DEFAULT_SETTINGS, type TSettings } from '@innov/contracts';
import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { schemePalette } from './palette.ts';
import { RouterLink } from './router-link.tsx';
import { COLOR_SCHEME_ATTRIBUTE } from './theme-constants.ts';

export const FONT_FAMILY = [
  // next/font's Inter and its metric-matched fallback (app/fonts.ts).
  'var(--font-inter)',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

export type TThemeSettings = Pick<TSettings, 'colorPreset' | 'contrast' | 'direction' | 'responsiveFontSizes'>;

export function createAppTheme({
  colorPreset,
  contrast,
  direction,
  responsiveFontSizes: responsive,
}: TThemeSettings): Theme {
  const high = contrast === 'high';
  const theme = createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    defaultColorScheme: DEFAULT_SETTINGS.paletteMode,
    colorSchemes: {
      light: { palette: schemePalette(colorPreset, 'light', contrast) },
      dark: { palette: schemePalette(colorPreset, 'dark', contrast) },
    },
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: '3.5rem', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.025em' },
      h2: { fontSize: '2.5rem', fontWeight: 750, lineHeight: 1.2, letterSpacing: '-0.02em' },
      h3: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25, letterSpacing: '-0.015em' },
      h4: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
      h5: { fontSize: '1.25rem', fontWeight: 650, lineHeight: 1.4 },
      h6: { fontSize: '1.0625rem', fontWeight: 650, lineHeight: 1.45 },
      subtitle1: { fontSize: '1.125rem', lineHeight: 1.6 },
      subtitle2: { fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.5 },
      body1: { lineHeight: 1.65 },
      body2: { lineHeight: 1.6 },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
      overline: { fontWeight: 700, letterSpacing: '0.12em', lineHeight: 2 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: (t) => ({
          html: { scrollPaddingTop: 88, textSizeAdjust: '100%' },
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          ':focus-visible': {
            outline: `${high ? 3 : 2}px solid ${t.vars.palette.primary.main}`,
            outlineOffset: 2,
          },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        }),
      },
      MuiButtonBase: { defaultProps: { LinkComponent: RouterLink } },
      MuiLink: {
        defaultProps: { component: RouterLink, underline: 'always' },
        styleOverrides: { root: { textUnderlineOffset: '0.2em', fontWeight: high ? 600 : undefined } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 10 },
          sizeLarge: { padding: '11px 22px', fontSize: '1rem' },
          outlined: high ? { borderWidth: 2, '&:hover': { borderWidth: 2 } } : {},
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: {
          root: ({ theme: t }) => ({
            borderRadius: 16,
            borderWidth: high ? 2 : 1,
            borderColor: t.vars.palette.divider,
          }),
        },
      },
      MuiDivider: { styleOverrides: { root: high ? { borderBottomWidth: 2 } : {} } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
  return responsive ? responsiveFontSizes(theme) : theme;
}
