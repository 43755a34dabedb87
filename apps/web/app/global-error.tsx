'use client';
// The last resort when the root layout itself fails: plain HTML that needs neither MUI nor the providers.
import { GlobalErrorDocument } from '../modules/errors/components/global-error-document.tsx';
import type { TRuntimeErrorViewProps } from '../modules/errors/components/runtime-error-view.tsx';

export default function GlobalError(props: TRuntimeErrorViewProps) {
  return <GlobalErrorDocument {...props} />;
}
