// Page transitions (product §2): page transitions named "page", out-in, 0.8 s with a 0.3 s fade; none under
// prefers-reduced-motion. The page's wrapper is watched in the browser: when its phase changes, when the region
// under it is swapped, and which animations (animated properties, durations) it runs at each moment.
import { expect, test, type Page } from '../harness/test';
import { collectErrors, pressRegion } from './press-helpers';

interface Note {
  at: number;
  phase: string | null;
  opacity: string;
  region: string | null;
  animations: { properties: string[]; duration: number }[];
}

/** Starts the journal of the page wrapper (window.__pageNotes), its first note the state as it is now. */
async function watchTransitions(page: Page) {
  await page.evaluate(() => {
    const wrapper = document.querySelector('[data-transition="page"]') as HTMLElement;
    const notes: Note[] = [];
    (window as unknown as { __pageNotes: Note[] }).__pageNotes = notes;
    const note = () =>
      notes.push({
        at: performance.now(),
        phase: wrapper.getAttribute('data-phase'),
        opacity: getComputedStyle(wrapper).opacity,
        region: wrapper.querySelector('[data-remote-region]')?.getAttribute('data-remote-region') ?? null,
        animations: wrapper.getAnimations().map((animation) => {
          const effect = animation.effect as KeyframeEffect;
          const frame = effect.getKeyframes()[0] ?? {};
          const properties = Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key));
          return { properties, duration: Number(effect.getTiming().duration) };
        }),
      });
    new MutationObserver(note).observe(wrapper, { attributes: true, childList: true });
    note();
  });
}

const notes = (page: Page) => page.evaluate(() => (window as unknown as { __pageNotes: Note[] }).__pageNotes);

/**
 * From the press centre, a click on the first publication (a navigation inside the browser); returns the layout
 * shifts of the first load up to the click.
 */
async function openFirstPublication(page: Page): Promise<number[]> {
  await page.addInitScript(() => {
    const shifts = ((window as unknown as { __shifts: number[] }).__shifts = [] as number[]);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/press');
  await page.waitForFunction(() => (window as unknown as { __shellBootedAt?: number }).__shellBootedAt);
  const first = pressRegion(page, 'PressPage').locator('[data-publication]').first();
  await expect(first).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  await watchTransitions(page);
  await first.getByRole('link').click();
  await expect(pressRegion(page, 'PublicationPage').getByRole('heading', { level: 1 })).toBeVisible();
  return shifts;
}

test('a navigation fades the page out, then the next one fades in and rises: 0.8 s in all', async ({ page }) => {
  const errors = collectErrors(page);
  const shifts = await openFirstPublication(page);
  await expect.poll(async () => (await notes(page)).at(-1)?.phase, { timeout: 5000 }).toBeNull();
  const journal = await notes(page);

  // the first page arrived rendered, with no transition running and nothing shifting
  expect(journal[0]).toMatchObject({ phase: null, region: 'press/PressPage', animations: [] });
  expect(shifts).toEqual([]);
  const leave = journal.find((item) => item.phase === 'leave');
  const enter = journal.find((item) => item.phase === 'enter');
  const done = journal.at(-1)!;
  expect(leave).toMatchObject({ region: 'press/PressPage', animations: [{ properties: ['opacity'], duration: 300 }] });
  // out-in: the next page is in place only as it enters
  expect(enter?.region).toBe('press/PublicationPage');
  expect(journal.filter((item) => item.phase === 'leave').every((item) => item.region === 'press/PressPage')).toBe(true);
  expect(enter?.animations).toEqual([
    { properties: ['opacity'], duration: 300 },
    { properties: ['transform'], duration: 500 },
  ]);
  // timings, with a little room for the moment a mutation is noted
  expect(enter!.at - leave!.at).toBeGreaterThanOrEqual(280);
  expect(done.at - enter!.at).toBeGreaterThanOrEqual(480);
  expect(done.at - leave!.at).toBeGreaterThanOrEqual(780);
  expect(done).toMatchObject({ region: 'press/PublicationPage', animations: [] });
  expect(errors).toEqual([]);
});

test('under prefers-reduced-motion the next page simply replaces the last', async ({ page }) => {
  const errors = collectErrors(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openFirstPublication(page);
  const journal = await notes(page);
  expect(journal.map((item) => item.region)).toContain('press/PublicationPage');
  // the page never fades: it stays as it is until the next one takes its place
  expect(journal.filter((item) => item.phase !== null || item.animations.length > 0 || item.opacity !== '1')).toEqual([]);
  expect(errors).toEqual([]);
});
