'use client';
// The header's Services menu: the nine services grouped by pillar, plus Support and the overview page.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { isActiveHref } from '../lib/navigation.ts';
import { SERVICE_GROUPS, SERVICES_HREF, SUPPORT_SERVICE, serviceHref } from '../lib/services.ts';

export function ServicesMenu() {
  const pathname = usePathname();
  const menuId = useId();
  // The menu opens from the start edge: left, or right when the page reads right to left.
  const start = useTheme().direction === 'rtl' ? 'right' : 'left';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const close = () => setAnchor(null);

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setAnchor(null), [pathname]);

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ExpandMoreIcon sx={{ transition: 'transform 200ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ fontWeight: isActiveHref(pathname, SERVICES_HREF) ? 700 : 600 }}
      >
        Services
      </Button>
      <Popover
        id={menuId}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}
        slotProps={{
          paper: {
            component: 'nav',
            'aria-label': 'Services',
            sx: {
              mt: 1,
              width: 880,
              maxWidth: 'calc(100vw - 32px)',
              borderRadius: 3,
              border: 1,
              borderColor: 'divider',
            },
          },
        }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 3, p: 3 }}>
          {SERVICE_GROUPS.map((group) => (
            <Box key={group.id}>
              <Typography
                component="h2"
                variant="overline"
                id={`${menuId}-${group.id}`}
                sx={{ color: 'primary.main', display: 'block' }}
              >
                {group.title}
              </Typography>
              <Stack
                component="ul"
                aria-labelledby={`${menuId}-${group.id}`}
                spacing={1.5}
                sx={{ listStyle: 'none', m: 0, p: 0 }}
              >
                {group.services.map((service) => {
                  const href = serviceHref(group, service);
                  return (
                    <li key={service.slug}>
                      <Link
                        href={href}
                        underline="none"
                        color="text.primary"
                        aria-current={pathname === href ? 'page' : undefined}
                        onClick={close}
                        sx={{
                          display: 'block',
                          borderRadius: 2,
                          p: 1,
                          mx: -1,
                          '&:hover': { bgcolor: 'action.hover' },
                        }}
                      >
                        <Typography component="span" variant="subtitle2" sx={{ display: 'block' }}>
                          {service.title}
                        </Typography>
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {service.summary}
                        </Typography>
                      </Link>
                    </li>
                  );
                })}
              </Stack>
            </Box>
          ))}
        </Box>
        <Divider />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2, gap: 2 }}>
          <Link
            href={SUPPORT_SERVICE.href}
            underline="hover"
            color="text.primary"
            onClick={close}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
          >
            <SupportAgentOutlinedIcon fontSize="small" />
            {SUPPORT_SERVICE.title}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
              {SUPPORT_SERVICE.summary}
            </Typography>
          </Link>
          <Button
            href={SERVICES_HREF}
            onClick={close}
            endIcon={<ArrowForwardIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
          >
            All services
          </Button>
        </Stack>
      </Popover>
    </>
  );
}
