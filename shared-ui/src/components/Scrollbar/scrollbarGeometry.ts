// Geometry of a custom scrollbar thumb. product §9: the thumb is never shorter than 20 px.
export const SCROLLBAR_THUMB_MIN_PX = 20;

export interface ScrollMetrics {
  /** visible length of the scrolled box */
  viewport: number;
  /** full length of its content */
  content: number;
  /** length of the track the thumb moves in */
  track: number;
}

/** The thumb's length: proportional to the visible share, at least 20 px; 0 when nothing scrolls. */
export function thumbLength({ viewport, content, track }: ScrollMetrics, min = SCROLLBAR_THUMB_MIN_PX): number {
  if (content <= viewport || track <= 0) return 0;
  return Math.min(track, Math.max(min, Math.round((track * viewport) / content)));
}

/** The thumb's offset along the track for a scroll position. */
export function thumbOffset(scroll: number, metrics: ScrollMetrics, thumb: number): number {
  const maxScroll = metrics.content - metrics.viewport;
  if (maxScroll <= 0) return 0;
  return (Math.min(Math.max(0, scroll), maxScroll) / maxScroll) * (metrics.track - thumb);
}

/** The scroll position for a thumb moved to `offset` (dragging). */
export function scrollForOffset(offset: number, metrics: ScrollMetrics, thumb: number): number {
  const room = metrics.track - thumb;
  if (room <= 0) return 0;
  return (Math.min(Math.max(0, offset), room) / room) * (metrics.content - metrics.viewport);
}
