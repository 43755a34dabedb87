'use client';
// The settings drawer with a MUI theme of its own, so it opens the same way on the public pages (which load
// no MUI) and on the account pages.
import { ThemeRegistry } from '../../theme/components/theme-registry.tsx';
import SettingsDrawer from './settings-drawer.tsx';

export default function SettingsDrawerIsland() {
  return (
    <ThemeRegistry cacheKey="mui-settings" baseline={false}>
      <SettingsDrawer />
    </ThemeRegistry>
  );
}
