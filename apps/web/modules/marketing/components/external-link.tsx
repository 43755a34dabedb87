// A link to another site from the site configuration: opens in a new tab, safely (rel="noopener noreferrer"),
// and says so to screen readers.
import type { TExternalLink } from '@innov/contracts';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '../../layout/lib/visually-hidden.ts';

export function ExternalLinkButton({
  link,
  variant,
  size,
}: {
  link: TExternalLink;
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
}) {
  return (
    <Button
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNewIcon aria-hidden />}
      title={link.description}
      variant={variant}
      size={size}
    >
      {link.label}
      <Box component="span" sx={visuallyHidden}>
        (opens in a new tab)
      </Box>
    </Button>
  );
}
