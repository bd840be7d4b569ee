import { useCallback, useEffect, useRef, useState } from "react";
import type { FocusEvent, MouseEvent } from "react";

type Mode = "closed" | "hover" | "pinned";

/** Gives focus back to where it was before the menu took it (nowhere: the body). */
function giveFocusBack(event: FocusEvent<HTMLElement>) {
  const before = event.relatedTarget;
  if (before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
  else (event.target as HTMLElement).blur();
}

/**
 * Drives a Chakra menu that also opens while hovered. Hovering opens it until the pointer has
 * been gone for `closeDelayMs` (time to cross the gap to the menu); a click or the keyboard pins
 * it open until it is clicked again or dismissed (Escape, a click or the focus outside).
 *
 * The menu moves focus as a menu should when it is used: into it on opening, onto the trigger on
 * closing. A menu the pointer merely passed over must leave focus alone (someone may be typing
 * in a field), and so must a close by a click or the focus elsewhere: those moves are undone.
 * The menu's move onto the trigger comes some frames after the close (many on a slow device),
 * always before the user presses a key or the pointer again: that press ends the undoing.
 * `initiallyOpen`: opens pinned, for a click that came before the menu had loaded.
 */
export function useHoverMenu(closeDelayMs: number, initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const mode = useRef<Mode>(initiallyOpen ? "pinned" : "closed");
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Set (to its own end) while the trigger's next focus is the menu's move, to undo. */
  const givingBack = useRef<() => void>(undefined);
  const keepFocusMove = useCallback(() => givingBack.current?.(), []);
  const isGivingBack = () => givingBack.current !== undefined;

  /**
   * Until the user's next key or pointer press. Listening on the window's capture phase, the
   * first stop of every event, never hears the press being handled now: it is past that stop.
   */
  const giveBackFocus = useCallback(() => {
    keepFocusMove();
    const types = ["keydown", "pointerdown"];
    const end = () => {
      for (const type of types) window.removeEventListener(type, end, true);
      if (givingBack.current === end) givingBack.current = undefined;
    };
    for (const type of types) window.addEventListener(type, end, true);
    givingBack.current = end;
  }, [keepFocusMove]);

  const close = useCallback(
    (giveBack = false) => {
      clearTimeout(closeTimer.current);
      mode.current = "closed";
      if (giveBack) giveBackFocus();
      else keepFocusMove();
      setOpen(false);
    },
    [giveBackFocus, keepFocusMove],
  );

  const pin = useCallback(() => {
    clearTimeout(closeTimer.current);
    mode.current = "pinned";
    setOpen(true);
  }, []);

  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
      keepFocusMove();
    },
    [keepFocusMove],
  );

  /** A click or the focus outside closes the menu: focus stays where the user put it. */
  const closedElsewhere = () => {
    if (mode.current === "closed") return;
    giveBackFocus();
  };

  return {
    open,
    /** Closes after a choice in the menu; focus goes to the trigger. */
    close: () => close(),
    rootProps: {
      open,
      onOpenChange: ({ open: next }: { open: boolean }) => (next ? pin() : close(isGivingBack())),
      onEscapeKeyDown: keepFocusMove,
      onPointerDownOutside: closedElsewhere,
      onFocusOutside: (event: { preventDefault(): void }) => {
        // Focus leaving a menu the pointer rests on is our own give-back, or typing elsewhere.
        if (mode.current === "hover") event.preventDefault();
        else closedElsewhere();
      },
    },
    triggerProps: {
      // Runs before the menu's own click handler, which a prevented click skips.
      onClick: (event: MouseEvent) => {
        event.preventDefault();
        if (open && mode.current === "pinned") close();
        else pin();
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (isGivingBack()) giveFocusBack(event);
        keepFocusMove();
      },
    },
    contentProps: {
      onPointerDown: () => {
        if (mode.current === "hover") mode.current = "pinned";
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (mode.current === "hover") giveFocusBack(event);
      },
    },
    /** For the element around the trigger and the menu. */
    hoverProps: {
      onMouseEnter: () => {
        clearTimeout(closeTimer.current);
        if (mode.current !== "closed") return;
        mode.current = "hover";
        setOpen(true);
      },
      onMouseLeave: () => {
        if (mode.current !== "hover") return;
        closeTimer.current = setTimeout(() => close(true), closeDelayMs);
      },
    },
  };
}
