// The first focusable element of every page: jumps keyboard users past the header to the content.
import Link from '@mui/material/Link';

import { MAIN_CONTENT_ID } from '../lib/landmarks.ts';

export { MAIN_CONTENT_ID };

export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'fixed',
        top: 8,
        insetInlineStart: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 600,
        boxShadow: 8,
        transform: 'translateY(-200%)',
        '&:focus-visible, &:focus': { transform: 'none' },
      }}
    >
      Skip to main content
    </Link>
  );
}
