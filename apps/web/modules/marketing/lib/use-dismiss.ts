'use client';
// How a header disclosure (the services menu, the account menu) closes: on Escape, with focus back on its button
// when focus was inside; on a press or on focus anywhere outside its button and panel.
import { type RefObject, useEffect } from 'react';

export function useDismiss(
  open: boolean,
  close: () => void,
  buttonRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(buttonRef.current?.contains(target) || panelRef.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = inside(document.activeElement);
      close();
      if (focusWasInside) buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close, buttonRef, panelRef]);
}
