'use client';
// The gear in the header that opens the settings drawer; a dot shows when settings differ from defaults.
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSettings } from '../lib/settings-context.tsx';

export const SETTINGS_DRAWER_ID = 'settings-drawer';

export function SettingsButton() {
  const { isCustom, openDrawer, onOpenDrawer } = useSettings();
  return (
    <Tooltip title={isCustom ? 'Settings (changed from the defaults)' : 'Settings'}>
      <IconButton
        aria-label="Settings"
        aria-haspopup="dialog"
        aria-expanded={openDrawer}
        aria-controls={openDrawer ? SETTINGS_DRAWER_ID : undefined}
        data-custom-settings={isCustom ? 'true' : 'false'}
        onClick={onOpenDrawer}
        color="inherit"
      >
        <Badge color="primary" variant="dot" invisible={!isCustom} overlap="circular">
          <SettingsOutlinedIcon
            sx={{
              transition: (theme) => theme.transitions.create('transform', { duration: 600 }),
              '.MuiIconButton-root:hover &': { transform: 'rotate(60deg)' },
            }}
          />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
