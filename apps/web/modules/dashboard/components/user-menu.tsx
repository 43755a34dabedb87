'use client';
// The user menu of the top bar: who is signed in (their profile picture, else initials; name, e-mail), the account
// page, the back-office for platform admins, sign-out on this device and on every device.
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import PhonelinkEraseOutlinedIcon from '@mui/icons-material/PhonelinkEraseOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ADMIN_HREF, isPlatformAdmin } from '../../admin/lib/admins.ts';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { useProfilePictureUrl } from '../../files/lib/profile-picture.ts';
import { TOP_BAR_AVATAR_WIDTH } from '../../files/lib/profile-picture-spec.ts';
import { initialsOf } from '../lib/initials.ts';
import { ACCOUNT_HREF } from '../lib/navigation.ts';
import { useDashboardSession } from './dashboard-session.tsx';

// Other avatars import it from here too.
export { initialsOf };

export function UserMenu() {
  const { user, signOut } = useAuth();
  const { leave } = useDashboardSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = user?.name || user?.email || 'Account';
  const picture = useProfilePictureUrl(TOP_BAR_AVATAR_WIDTH);

  async function onSignOut(global: boolean) {
    setAnchor(null);
    // After a federated sign-in, Amplify's sign-out goes on to the hosted logout page, which returns to the
    // app's sign-out address: no navigation of our own may race it.
    const federated = (user?.identities.length ?? 0) > 0;
    try {
      await leave(federated ? null : '/auth/login', () => signOut({ global }));
    } catch {
      // The local session is cleared even when the identity service could not be told.
      toast.error(
        global
          ? 'Your other devices could not be signed out. Check your connection and try again.'
          : 'You are signed out on this device.',
      );
      await leave('/auth/login');
    }
  }

  return (
    <>
      <IconButton
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={picture.url ?? undefined}
          alt=""
          slotProps={{ img: { onError: picture.onError } }}
          data-testid="top-bar-avatar"
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 15 }}
        >
          {initialsOf(user?.name ?? '', user?.email ?? '')}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, maxWidth: 'calc(100vw - 24px)' } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }} data-testid="user-menu-identity">
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {user?.name || 'No name yet'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {user?.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component="a" href={ACCOUNT_HREF} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" aria-hidden />
          </ListItemIcon>
          Account
        </MenuItem>
        {isPlatformAdmin(user?.groups) && (
          <MenuItem component="a" href={ADMIN_HREF} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <AdminPanelSettingsOutlinedIcon fontSize="small" aria-hidden />
            </ListItemIcon>
            Admin
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={() => void onSignOut(false)}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" aria-hidden />
          </ListItemIcon>
          Sign out
        </MenuItem>
        <MenuItem onClick={() => void onSignOut(true)}>
          <ListItemIcon>
            <PhonelinkEraseOutlinedIcon fontSize="small" aria-hidden />
          </ListItemIcon>
          Sign out of all devices
        </MenuItem>
      </Menu>
    </>
  );
}
