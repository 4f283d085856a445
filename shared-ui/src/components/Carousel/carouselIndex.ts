/** Keeps an index inside 0…last. */
export function clampIndex(index: number, last: number): number {
  return Math.min(Math.max(0, index), last);
}

/** One step left or right: wraps around with loop, stops at the ends without. */
export function stepIndex(index: number, direction: 1 | -1, last: number, loop: boolean): number {
  const next = index + direction;
  if (next < 0) return loop ? last : 0;
  if (next > last) return loop ? 0 : last;
  return next;
}
