import { useEffect, type RefObject } from 'react';

/**
 * Closes an open disclosure (a menu, a popover) on Escape, and with `outsidePress` on a press
 * anywhere outside it and its button; focus goes back to the button after Escape.
 *
 * Listens on the document: a keydown on the panel alone missed the usual case, Escape straight
 * after opening with focus still on the button (or, in Safari, which does not focus a clicked
 * button, on the body). Not Escape from the page beside it, where it belongs to a field or a
 * dialog and focus must stay there.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  { toggle, panel, outsidePress = false }: { toggle: RefObject<HTMLElement | null>; panel: RefObject<HTMLElement | null>; outsidePress?: boolean },
): void {
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) => target instanceof Node && (toggle.current?.contains(target) || panel.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const fromNowhere = event.target === document.body || event.target === document;
      if (!fromNowhere && !inside(event.target)) return;
      close();
      toggle.current?.focus();
    };
    // The button's own click toggles it: a press on it is not "outside".
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    if (outsidePress) document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, toggle, panel, outsidePress]);
}
