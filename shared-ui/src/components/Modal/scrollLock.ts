// Locks page scroll while any modal is open (product §4 menu modal); nested modals share one lock.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Locks the page and returns the release function (safe to call twice). */
export function lockScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const clientWidth = document.documentElement.clientWidth;
    const scrollbar = clientWidth > 0 ? window.innerWidth - clientWidth : 0;
    body.style.overflow = 'hidden';
    // keeps the layout from jumping when the scrollbar disappears
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0 || !saved) return;
    body.style.overflow = saved.overflow;
    body.style.paddingRight = saved.paddingRight;
    saved = null;
  };
}
