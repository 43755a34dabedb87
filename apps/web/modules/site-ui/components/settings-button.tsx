'use client';
// The gear in the public header that opens the display settings drawer (loaded lazily by RootProviders); a dot
// shows when the settings differ from the defaults.
import { Settings } from 'lucide-react';
import { island } from '../../islands/island.tsx';
import { useSettings } from '../../settings/lib/settings-context.tsx';
import { cx } from '../lib/cx.ts';
import styles from './settings-button.module.css';

/** The drawer's id (settings/components/settings-button.tsx exports the same value for the MUI pages). */
const SETTINGS_DRAWER_ID = 'settings-drawer';

function SettingsButtonView({ className }: { className?: string }) {
  const { isCustom, openDrawer, onOpenDrawer } = useSettings();
  return (
    <button
      type="button"
      className={cx('s-icon-btn', styles.button, className)}
      aria-label="Settings"
      aria-haspopup="dialog"
      aria-expanded={openDrawer}
      aria-controls={openDrawer ? SETTINGS_DRAWER_ID : undefined}
      data-custom-settings={isCustom ? 'true' : 'false'}
      title={isCustom ? 'Settings (changed from the defaults)' : 'Settings'}
      onClick={onOpenDrawer}
    >
      <Settings className={cx('s-icon', styles.gear)} aria-hidden />
      {isCustom ? <span className={styles.dot} aria-hidden /> : null}
    </button>
  );
}

export const SettingsButton = island('settings-button', SettingsButtonView, 'span');
