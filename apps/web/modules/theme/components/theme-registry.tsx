'use client';
// Emotion cache (server-inserted styles, right-to-left when chosen), the MUI theme built from the
// display settings, and the effects that keep <html> in step with them.
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { DEFAULT_SETTINGS } from '@innov/contracts';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v15-appRouter';
import type { StorageManager } from '@mui/system/cssVars';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useSettings } from '../../settings/lib/settings-context.tsx';
import { readStoredSettings } from '../../settings/lib/settings-storage.ts';
import { createAppTheme } from '../lib/create-app-theme.ts';
import { schemeBackground } from '../lib/palette.ts';
import { getRtlCache } from '../lib/rtl-cache.ts';

const MODE_STORAGE_KEY = 'app.settings.paletteMode';

// MUI reads the initial mode through this manager, so its first client render agrees with the mode the
// <head> script applied. Writes go through the settings provider, which owns `app.settings`.
const settingsModeStorage: StorageManager = ({ key }) => ({
  get: (defaultValue) => (key === MODE_STORAGE_KEY ? readStoredSettings().paletteMode : defaultValue),
  set: () => {},
  subscribe: () => () => {},
});

function DirectionalCacheProvider({ value, children }: { value: EmotionCache; children?: ReactNode }) {
  const { settings } = useSettings();
  return <CacheProvider value={settings.direction === 'rtl' ? getRtlCache() : value}>{children}</CacheProvider>;
}

/** Applies mode, direction and the browser theme colour once the stored settings are known. */
function DocumentSettingsSync() {
  const { settings, isInitialized } = useSettings();
  const { setMode } = useColorScheme();
  const { paletteMode, direction, contrast } = settings;

  useEffect(() => {
    if (isInitialized) setMode(paletteMode);
  }, [isInitialized, paletteMode, setMode]);

  useEffect(() => {
    if (!isInitialized) return;
    const root = document.documentElement;
    // Marks the page as interactive with its stored settings applied (tests and styles can rely on it).
    root.setAttribute('data-settings-initialized', 'true');
    root.setAttribute('dir', direction);
    root.style.colorScheme = paletteMode;
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
      meta.setAttribute('content', schemeBackground(paletteMode, contrast));
    }
  }, [isInitialized, direction, paletteMode, contrast]);

  return null;
}

export function ThemeRegistry({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const { colorPreset, contrast, direction, responsiveFontSizes } = settings;
  const theme = useMemo(
    () => createAppTheme({ colorPreset, contrast, direction, responsiveFontSizes }),
    [colorPreset, contrast, direction, responsiveFontSizes],
  );

  return (
    <AppRouterCacheProvider options={{ key: 'mui' }} CacheProvider={DirectionalCacheProvider}>
      <ThemeProvider
        theme={theme}
        defaultMode={DEFAULT_SETTINGS.paletteMode}
        modeStorageKey={MODE_STORAGE_KEY}
        storageManager={settingsModeStorage}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        <DocumentSettingsSync />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
