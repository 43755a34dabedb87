import type { ReactNode } from 'react';
import { RootDocument, rootMetadata, rootViewport } from '../modules/layout/components/root-document.tsx';

export const metadata = rootMetadata;
export const viewport = rootViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <RootDocument>{children}</RootDocument>;
}
