// A team's mark: the initials of its name on the theme's primary colour.
import Avatar from '@mui/material/Avatar';
import { initialsOf } from '../../dashboard/components/user-menu.tsx';

export function TeamAvatar({ name, size = 40 }: { name: string; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.38),
        fontWeight: 700,
        borderRadius: 1.5,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initialsOf(name, name)}
    </Avatar>
  );
}
