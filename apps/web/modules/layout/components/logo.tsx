// The company logo in the dashboard and account pages: the same inline drawing as the public site (SiteLogo),
// coloured for the scheme by CSS before paint, so it never flashes in the wrong colours.
import { LOGO_SIZE, SITE } from '@innov/contracts';
import { SiteLogo } from '../../site-ui/components/site-logo.tsx';

export interface TLogoProps {
  width?: number;
  height?: number;
  /** Empty when a surrounding link or label already names the company. */
  alt?: string;
}

export function Logo({ width = LOGO_SIZE.width, height = LOGO_SIZE.height, alt = SITE.name }: TLogoProps) {
  return <SiteLogo width={width} height={height} alt={alt} />;
}
