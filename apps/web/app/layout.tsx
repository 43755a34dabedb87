import '../modules/site-ui/theme.css';
// The public pages' kit comes before any route's CSS modules, so their rules win over it at equal specificity.
import '../modules/site-ui/site.css';
import './globals.css';
import type { ReactNode } from 'react';
import { RootDocument, rootMetadata, rootViewport } from '../modules/layout/components/root-document.tsx';

export const metadata = rootMetadata;
export const viewport = rootViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <RootDocument>{children}</RootDocument>;
}
