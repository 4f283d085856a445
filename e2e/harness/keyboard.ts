// Keyboard-only helpers for QA specs: press Tab until the focused element is the one a test wants, the way a
// keyboard user reaches it, and fail with what had focus when it is never reached.
import type { Page } from '@playwright/test';

export interface FocusedElement {
  tag: string;
  role: string | null;
  /** aria-label, the text of aria-labelledby, or the element's own text (trimmed) */
  name: string;
  dataCity: string | null;
  type: string | null;
}

export function focused(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const labelledBy = element.getAttribute('aria-labelledby');
    const byLabelledBy = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    const inputLabel =
      element instanceof HTMLInputElement && element.labels?.[0] ? element.labels[0].textContent ?? '' : '';
    const name = (element.getAttribute('aria-label') ?? (byLabelledBy || inputLabel || element.textContent || ''))
      .replace(/\s+/g, ' ')
      .trim();
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      name,
      dataCity: element.getAttribute('data-city'),
      type: element.getAttribute('type'),
    };
  });
}

/** Presses Tab (at most `limit` times) until `matches` accepts the focused element; throws otherwise. */
export async function tabUntil(
  page: Page,
  matches: (element: FocusedElement) => boolean,
  what: string,
  limit = 120,
): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const element = await focused(page);
    if (element && matches(element)) return;
    if (element && seen.length < 200) seen.push(`${element.tag}[${element.role ?? ''}] ${element.name.slice(0, 30)}`);
  }
  throw new Error(`Tab never reached ${what}; focus went through: ${seen.join(' | ')}`);
}
