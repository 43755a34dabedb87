'use client';
// Toast notifications (react-hot-toast) with the seed's durations and limits, styled from the theme.
import { TOAST } from '@innov/contracts';
import { useEffect } from 'react';
import { Toaster as HotToaster, toast, useToasterStore } from 'react-hot-toast';
import { useSettings } from '../../settings/lib/settings-context.tsx';

/** Dismisses the oldest visible toasts beyond the limit, so at most `TOAST.maxToasts` show at once. */
function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible).sort((a, b) => b.createdAt - a.createdAt);
    for (const extra of visible.slice(limit)) toast.dismiss(extra.id);
  }, [toasts, limit]);
}

export function Toaster() {
  const { settings } = useSettings();
  useToastLimit(TOAST.maxToasts);
  return (
    <HotToaster
      position={settings.direction === 'rtl' ? 'top-left' : 'top-right'}
      containerStyle={{ top: 80 }}
      toastOptions={{
        duration: TOAST.blankMs,
        blank: { duration: TOAST.blankMs },
        error: { duration: TOAST.errorMs },
        success: { duration: TOAST.successMs },
        loading: { duration: TOAST.loadingMs },
        style: {
          maxWidth: TOAST.maxWidthPx,
          background: 'var(--mui-palette-background-paper)',
          color: 'var(--mui-palette-text-primary)',
          border: '1px solid var(--mui-palette-divider)',
          boxShadow: 'var(--mui-shadows-8, 0 8px 28px rgb(0 0 0 / 0.22))',
          fontFamily: 'inherit',
        },
      }}
    />
  );
}
