'use client';
// The header's menu on small screens: a drawer with the services (grouped, expandable), the main
// links and the account buttons.
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { Logo } from '../../layout/components/logo.tsx';
import { isActiveHref, MAIN_LINKS, SIGN_IN_HREF, SIGN_UP_HREF } from '../lib/navigation.ts';
import { SERVICE_GROUPS, SERVICES_HREF, SUPPORT_SERVICE, serviceHref } from '../lib/services.ts';

export function MobileNav() {
  const pathname = usePathname();
  const drawerId = useId();
  const servicesId = useId();
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(isActiveHref(pathname, SERVICES_HREF));

  // A followed link closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        id={drawerId}
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu', sx: { width: 340, maxWidth: '100%' } },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Logo width={110} height={36} />
          <IconButton aria-label="Close menu" onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <Box component="nav" aria-label="Mobile" sx={{ flexGrow: 1, overflowY: 'auto' }}>
          <ListItemButton
            aria-expanded={servicesOpen}
            aria-controls={servicesId}
            onClick={() => setServicesOpen((value) => !value)}
          >
            <ListItemText primary="Services" slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
            <ExpandMoreIcon
              sx={{ transition: 'transform 200ms', transform: servicesOpen ? 'rotate(180deg)' : 'none' }}
            />
          </ListItemButton>
          <Collapse in={servicesOpen} id={servicesId}>
            {SERVICE_GROUPS.map((group) => (
              <List
                key={group.id}
                dense
                subheader={
                  <ListSubheader disableSticky sx={{ lineHeight: 2.5, color: 'primary.main', bgcolor: 'transparent' }}>
                    {group.title}
                  </ListSubheader>
                }
              >
                {group.services.map((service) => {
                  const href = serviceHref(group, service);
                  return (
                    <li key={service.slug}>
                      <ListItemButton
                        href={href}
                        selected={pathname === href}
                        aria-current={pathname === href ? 'page' : undefined}
                        sx={{ pl: 4 }}
                      >
                        <ListItemText primary={service.title} />
                      </ListItemButton>
                    </li>
                  );
                })}
              </List>
            ))}
            <List dense>
              <li>
                <ListItemButton href={SUPPORT_SERVICE.href} sx={{ pl: 4 }}>
                  <ListItemText primary={SUPPORT_SERVICE.title} />
                </ListItemButton>
              </li>
              <li>
                <ListItemButton href={SERVICES_HREF} sx={{ pl: 4 }}>
                  <ListItemText primary="All services" />
                </ListItemButton>
              </li>
            </List>
          </Collapse>
          <List disablePadding>
            {MAIN_LINKS.map((link) => {
              const active = isActiveHref(pathname, link.href);
              return (
                <li key={link.href}>
                  <ListItemButton href={link.href} selected={active} aria-current={active ? 'page' : undefined}>
                    <ListItemText primary={link.title} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        </Box>
        <Divider />
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <Button variant="contained" size="large" href={SIGN_UP_HREF}>
            Get started
          </Button>
          <Button variant="outlined" size="large" color="inherit" href={SIGN_IN_HREF}>
            Sign in
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
