'use client';
// The page-width container: a comfortable maximum width, or the full width when `stretch` is on.
import Container, { type ContainerProps } from '@mui/material/Container';
import { useSettings } from '../../settings/lib/settings-context.tsx';

export function SiteContainer(props: Omit<ContainerProps, 'maxWidth'>) {
  const { settings } = useSettings();
  return <Container maxWidth={settings.stretch ? false : 'lg'} {...props} />;
}
