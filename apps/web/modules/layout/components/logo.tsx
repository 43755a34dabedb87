// The company logo as static SVG assets, one per colour scheme. CSS picks the right one before paint
// (the scheme attribute on <html>), so the logo never flashes in the wrong colours.
import { LOGO_SIZE, SITE } from '@innov/contracts';
import Box from '@mui/material/Box';
import { LOGO_ON_DARK_SRC, LOGO_ON_LIGHT_SRC } from '../../site-ui/lib/logo.ts';

export interface TLogoProps {
  width?: number;
  height?: number;
  /** Empty when a surrounding link or label already names the company. */
  alt?: string;
}

export function Logo({ width = LOGO_SIZE.width, height = LOGO_SIZE.height, alt = SITE.name }: TLogoProps) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', width, height, flexShrink: 0 }}>
      <Box
        component="img"
        src={LOGO_ON_DARK_SRC}
        alt={alt}
        width={width}
        height={height}
        sx={{ display: 'block', '[data-mui-color-scheme="light"] &': { display: 'none' } }}
      />
      <Box
        component="img"
        src={LOGO_ON_LIGHT_SRC}
        alt={alt}
        width={width}
        height={height}
        sx={{ display: 'none', '[data-mui-color-scheme="light"] &': { display: 'block' } }}
      />
    </Box>
  );
}
