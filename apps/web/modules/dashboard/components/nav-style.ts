// The navigation's colour per the `navColor` display setting: evident (a surface of its own with the
// primary accent), discrete (the page colour with a divider) and blend-in (the page colour, no edge).
import type { TSettings } from '@innov/contracts';

export function navSurface(navColor: TSettings['navColor'], edge: 'bottom' | 'inline-end') {
  const border = edge === 'bottom' ? { borderBottom: 1 } : { borderInlineEnd: 1 };
  const accent = edge === 'bottom' ? 'inset 0 3px 0' : 'inset 3px 0 0';
  switch (navColor) {
    case 'evident':
      return {
        bgcolor: 'background.paper',
        ...border,
        borderColor: 'divider',
        boxShadow: `${accent} var(--mui-palette-primary-main)`,
      };
    case 'discrete':
      return { bgcolor: 'background.default', ...border, borderColor: 'divider' };
    default:
      return {
        bgcolor: 'rgba(var(--mui-palette-background-defaultChannel) / 0.85)',
        backdropFilter: 'blur(12px)',
        ...border,
        borderColor: 'transparent',
      };
  }
}
