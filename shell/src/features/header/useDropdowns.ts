// Which header dropdown is open. Hover opens one (and a short grace period lets the pointer travel into it),
// click and Enter toggle, Esc closes and returns focus, and the bus's `menu/close` (every route change) closes.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EventBus } from '@estate/shared-api';

export type DropdownId = 'city' | 'selections' | 'projects' | 'purchase' | 'menu';

export const HOVER_CLOSE_DELAY_MS = 200;

export interface Dropdowns {
  open: DropdownId | null;
  show: (id: DropdownId) => void;
  toggle: (id: DropdownId) => void;
  close: () => void;
  /** pointer left the header: close after the grace period unless it comes back */
  leave: () => void;
  /** pointer is over the header again */
  stay: () => void;
}

export function useDropdowns(bus: EventBus): Dropdowns {
  const [open, setOpen] = useState<DropdownId | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // a click right after the hover that opened a panel must not close it again
  const openedByHover = useRef(false);

  const stay = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const close = useCallback(() => {
    stay();
    openedByHover.current = false;
    setOpen(null);
  }, [stay]);
  const show = useCallback(
    (id: DropdownId) => {
      stay();
      setOpen((current) => {
        if (current !== id) openedByHover.current = true;
        return id;
      });
    },
    [stay],
  );
  const toggle = useCallback(
    (id: DropdownId) => {
      stay();
      const keep = openedByHover.current;
      openedByHover.current = false;
      setOpen((current) => (current === id && !keep ? null : id));
    },
    [stay],
  );
  const leave = useCallback(() => {
    stay();
    timer.current = setTimeout(() => setOpen(null), HOVER_CLOSE_DELAY_MS);
  }, [stay]);

  useEffect(() => {
    const subscription = bus.subscribe((event) => {
      if (event.type === 'menu/close') close();
    });
    return () => subscription.unsubscribe();
  }, [bus, close]);

  useEffect(() => stay, [stay]);

  return { open, show, toggle, close, leave, stay };
}
