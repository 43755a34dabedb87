'use client';
// The settings drawer: every display setting of seed section 3, a note when they differ from the
// defaults, and a reset that removes the stored settings.
import { COLOR_PRESETS, type ColorPreset, type TSettings } from '@innov/contracts';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ContrastIcon from '@mui/icons-material/Contrast';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import TonalityOutlinedIcon from '@mui/icons-material/TonalityOutlined';
import VerticalSplitOutlinedIcon from '@mui/icons-material/VerticalSplitOutlined';
import ViewDayOutlinedIcon from '@mui/icons-material/ViewDayOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { PRESET_SWATCH } from '../../theme/lib/palette.ts';
import { useSettings } from '../lib/settings-context.tsx';
import { SETTINGS_DRAWER_ID } from './settings-button.tsx';

const TITLE_ID = 'settings-drawer-title';

interface TOption<V extends string> {
  value: V;
  label: string;
  icon?: ReactNode;
}

const MODE_OPTIONS: TOption<TSettings['paletteMode']>[] = [
  { value: 'light', label: 'Light', icon: <LightModeOutlinedIcon fontSize="small" /> },
  { value: 'dark', label: 'Dark', icon: <DarkModeOutlinedIcon fontSize="small" /> },
];
const CONTRAST_OPTIONS: TOption<TSettings['contrast']>[] = [
  { value: 'normal', label: 'Normal', icon: <TonalityOutlinedIcon fontSize="small" /> },
  { value: 'high', label: 'High', icon: <ContrastIcon fontSize="small" /> },
];
const DIRECTION_OPTIONS: TOption<TSettings['direction']>[] = [
  { value: 'ltr', label: 'Left to right', icon: <FormatTextdirectionLToRIcon fontSize="small" /> },
  { value: 'rtl', label: 'Right to left', icon: <FormatTextdirectionRToLIcon fontSize="small" /> },
];
const LAYOUT_OPTIONS: TOption<TSettings['layout']>[] = [
  { value: 'vertical', label: 'Vertical', icon: <VerticalSplitOutlinedIcon fontSize="small" /> },
  { value: 'horizontal', label: 'Horizontal', icon: <ViewDayOutlinedIcon fontSize="small" /> },
];
const NAV_COLOR_OPTIONS: TOption<TSettings['navColor']>[] = [
  { value: 'blend-in', label: 'Blend-in' },
  { value: 'discrete', label: 'Discrete' },
  { value: 'evident', label: 'Evident' },
];

const PRESET_LABELS: Record<ColorPreset, string> = {
  green: 'Green',
  orange: 'Orange',
  blue: 'Blue',
  purple: 'Purple',
  red: 'Red',
  teal: 'Teal',
};

function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="overline" color="text.secondary">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Box>
  );
}

function OptionGroup<V extends string>({
  labelledBy,
  value,
  options,
  onChange,
}: {
  labelledBy: string;
  value: V;
  options: TOption<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={value}
      aria-labelledby={labelledBy}
      onChange={(_event, next: V | null) => {
        if (next) onChange(next);
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value} sx={{ gap: 1, py: 1 }}>
          {option.icon}
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export default function SettingsDrawer() {
  const { settings, openDrawer, isCustom, onCloseDrawer, updateSettings, resetSettings } = useSettings();

  return (
    <Drawer
      id={SETTINGS_DRAWER_ID}
      anchor="right"
      open={openDrawer}
      onClose={onCloseDrawer}
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': TITLE_ID,
          sx: { width: 380, maxWidth: '100%', boxShadow: 24, borderInlineStart: 1, borderColor: 'divider' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2.5, py: 2 }}>
        <Typography id={TITLE_ID} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Settings
        </Typography>
        <Button
          size="small"
          color="inherit"
          aria-label="Reset settings"
          startIcon={<RestartAltIcon />}
          onClick={() => {
            resetSettings();
            toast.success('Display settings restored to the defaults.', { id: 'settings-reset' });
          }}
        >
          Reset
        </Button>
        <IconButton aria-label="Close settings" onClick={onCloseDrawer} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ px: 2.5, py: 3, overflowY: 'auto' }}>
        <Box role="status" aria-live="polite">
          {isCustom ? (
            <Alert severity="info" variant="outlined" data-testid="settings-differ-note">
              Your settings differ from the defaults. Reset restores the defaults.
            </Alert>
          ) : (
            <Typography variant="body2" color="text.secondary">
              You are using the default settings. Changes are saved in this browser.
            </Typography>
          )}
        </Box>

        <Section id="settings-mode" title="Mode">
          <OptionGroup
            labelledBy="settings-mode"
            value={settings.paletteMode}
            options={MODE_OPTIONS}
            onChange={(paletteMode) => updateSettings({ paletteMode })}
          />
        </Section>

        <Section id="settings-contrast" title="Contrast">
          <OptionGroup
            labelledBy="settings-contrast"
            value={settings.contrast}
            options={CONTRAST_OPTIONS}
            onChange={(contrast) => updateSettings({ contrast })}
          />
        </Section>

        <Section id="settings-preset" title="Colour">
          <ToggleButtonGroup
            exclusive
            value={settings.colorPreset}
            aria-labelledby="settings-preset"
            onChange={(_event, colorPreset: ColorPreset | null) => {
              if (colorPreset) updateSettings({ colorPreset });
            }}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 1 }}
          >
            {COLOR_PRESETS.map((preset) => (
              <ToggleButton
                key={preset}
                value={preset}
                aria-label={PRESET_LABELS[preset]}
                title={PRESET_LABELS[preset]}
                sx={{
                  p: 0.75,
                  borderRadius: '12px !important',
                  border: '1px solid !important',
                  borderColor: 'divider',
                  '&.Mui-selected': { borderColor: 'text.primary', borderWidth: '2px !important' },
                }}
              >
                <Box
                  component="span"
                  sx={{
                    width: 28,
                    height: 28,
                    borderRadius: '50%',
                    bgcolor: PRESET_SWATCH[preset],
                    display: 'grid',
                    placeItems: 'center',
                    color: '#FFFFFF',
                  }}
                >
                  {settings.colorPreset === preset && <CheckIcon fontSize="small" />}
                </Box>
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Section>

        <Section id="settings-direction" title="Direction">
          <OptionGroup
            labelledBy="settings-direction"
            value={settings.direction}
            options={DIRECTION_OPTIONS}
            onChange={(direction) => updateSettings({ direction })}
          />
        </Section>

        <Section
          id="settings-layout"
          title="Layout"
          hint="Where the dashboard puts its navigation: a side bar or a top bar."
        >
          <OptionGroup
            labelledBy="settings-layout"
            value={settings.layout}
            options={LAYOUT_OPTIONS}
            onChange={(layout) => updateSettings({ layout })}
          />
        </Section>

        <Section
          id="settings-nav-color"
          title="Navigation colour"
          hint="How strongly the header and side bar stand out."
        >
          <OptionGroup
            labelledBy="settings-nav-color"
            value={settings.navColor}
            options={NAV_COLOR_OPTIONS}
            onChange={(navColor) => updateSettings({ navColor })}
          />
        </Section>

        <Section id="settings-display" title="Display">
          <Stack>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.responsiveFontSizes}
                  onChange={(event) => updateSettings({ responsiveFontSizes: event.target.checked })}
                />
              }
              label="Responsive font sizes"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={settings.stretch}
                  onChange={(event) => updateSettings({ stretch: event.target.checked })}
                />
              }
              label="Stretch to full width"
            />
          </Stack>
        </Section>
      </Stack>
    </Drawer>
  );
}
