import { useEffect, useRef } from "react";

/**
 * Brings an element that replaces a long form (a confirmation after signing) to the reader: it
 * takes the focus (a screen reader reads it) and scrolls to the top of the screen, below the
 * fixed header (the page's scroll padding), instead of leaving a phone's reader wherever the
 * taller form ended, often the footer. Only while `active`: a confirmation already there when
 * the page opened is left where it is. The element needs `tabIndex={-1}`.
 */
export function useRevealOnMount<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    element.focus({ preventScroll: true });
    // At once: the page scrolls smoothly (theme), and the step below still loading would move
    // the target of an animated scroll under it.
    element.scrollIntoView?.({ block: "start", behavior: "instant" });
  }, [active]);
  return ref;
}
