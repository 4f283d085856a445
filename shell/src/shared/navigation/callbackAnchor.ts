// The footer's call-back form is the target of every call-to-action of the frame.
export const CALLBACK_ANCHOR_ID = 'callback';

/** Scrolls to the footer form and puts the focus on its first field once it is there. */
export function scrollToCallback(): void {
  const section = document.getElementById(CALLBACK_ANCHOR_ID);
  if (!section) return;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
  const field = section.querySelector<HTMLElement>('input, textarea, button');
  (field ?? section).focus({ preventScroll: true });
}
