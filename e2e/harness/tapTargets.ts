// Tap targets on a phone layout: every control a finger can press, with the size of the area that takes the press.
// A control's area is its own box, or the box of the card its stretched link covers (a `::after` laid over a
// positioned ancestor), or the label around a field (or of a checkbox drawn in its place): a press there reaches it. Left out, as WCAG 2.5.5 leaves them out:
// a link inside a sentence (an inline link with text of its own line around it), controls the visitor cannot see
// (hidden, off the page, a skip link until it is focused) and disabled ones.
import type { Page } from '@playwright/test';

export const MIN_TAP_TARGET_PX = 44;

export interface SmallTarget {
  /** what a visitor reads or hears for it */
  name: string;
  /** the element and its first class, to find the component */
  element: string;
  width: number;
  height: number;
}

const controlSelector = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="option"]',
  '[role="combobox"]',
  '[role="slider"]',
].join(', ');

/** The controls of the page smaller than `min` px in either direction. */
export function smallTapTargets(page: Page, min = MIN_TAP_TARGET_PX): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const visible = (element: Element) => {
        const style = getComputedStyle(element);
        return element.getClientRects().length > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
      };
      /** drawn off-screen until focused (the skip link) or clipped to nothing (visually hidden) */
      const offScreen = (box: DOMRect) =>
        box.right <= 0 || box.bottom <= 0 || box.left >= document.documentElement.scrollWidth || box.width < 2 || box.height < 2;
      const inSentence = (element: HTMLElement) => {
        if (getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        const own = element.textContent?.trim().length ?? 0;
        return (block?.textContent?.trim().length ?? 0) > own;
      };
      /** the area that takes the press */
      const area = (element: HTMLElement): DOMRect => {
        const after = getComputedStyle(element, '::after');
        if (after.content !== 'none' && after.position === 'absolute') {
          let holder = element.parentElement;
          while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
          if (holder) return holder.getBoundingClientRect();
        }
        // a press on the label around a field (or on a checkbox's label) goes to the field
        const label = element.closest('label') ?? (element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type) ? element.labels?.[0] : null);
        if (label) {
          const own = element.getBoundingClientRect();
          const around = label.getBoundingClientRect();
          return own.width * own.height >= around.width * around.height ? own : around;
        }
        return element.getBoundingClientRect();
      };
      const nameOf = (element: HTMLElement) =>
        (element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40) || element.tagName.toLowerCase();
      const small = [];
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (element.closest('[aria-hidden="true"], [inert]') || element.matches(':disabled, [aria-disabled="true"]')) continue;
        const checkbox = element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type);
        if (!checkbox && !visible(element)) continue;
        const box = area(element);
        if (offScreen(box) || inSentence(element)) continue;
        if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
        small.push({
          name: nameOf(element),
          element: `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
      return small;
    },
    { selector: controlSelector, min },
  );
}
