// A scroll box with a slim custom scrollbar (the native one is hidden); the thumb can be dragged.
// The box itself stays natively scrollable (wheel, touch, keyboard when focused).
import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { scrollForOffset, thumbLength, thumbOffset, type ScrollMetrics } from './scrollbarGeometry';
import styles from './Scrollbar.module.css';

export interface ScrollbarProps {
  children: ReactNode;
  orientation?: 'vertical' | 'horizontal';
  /** CSS max-height (vertical) or max-width (horizontal) of the box, e.g. '25.8rem' */
  maxSize?: string;
  /** names the scroll box for assistive technology */
  label?: string;
  className?: string;
}

interface Thumb {
  length: number;
  offset: number;
}

function measure(box: HTMLElement, track: HTMLElement, vertical: boolean): ScrollMetrics & { scroll: number } {
  return vertical
    ? { viewport: box.clientHeight, content: box.scrollHeight, track: track.clientHeight, scroll: box.scrollTop }
    : { viewport: box.clientWidth, content: box.scrollWidth, track: track.clientWidth, scroll: box.scrollLeft };
}

export function Scrollbar({ children, orientation = 'vertical', maxSize, label, className }: ScrollbarProps) {
  const vertical = orientation === 'vertical';
  const box = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ start: number; offset: number } | null>(null);
  const [thumb, setThumb] = useState<Thumb>({ length: 0, offset: 0 });

  const update = useCallback(() => {
    if (!box.current || !track.current) return;
    const metrics = measure(box.current, track.current, vertical);
    const length = thumbLength(metrics);
    setThumb({ length, offset: thumbOffset(metrics.scroll, metrics, length) });
  }, [vertical]);

  useEffect(() => {
    const frame = requestAnimationFrame(update);
    if (typeof ResizeObserver === 'undefined' || !box.current) return () => cancelAnimationFrame(frame);
    const observer = new ResizeObserver(update);
    observer.observe(box.current);
    if (box.current.firstElementChild) observer.observe(box.current.firstElementChild);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [update]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { start: vertical ? event.clientY : event.clientX, offset: thumb.offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !box.current || !track.current) return;
    const moved = (vertical ? event.clientY : event.clientX) - drag.current.start;
    const scroll = scrollForOffset(drag.current.offset + moved, measure(box.current, track.current, vertical), thumb.length);
    if (vertical) box.current.scrollTop = scroll;
    else box.current.scrollLeft = scroll;
    update();
  };
  const endDrag = () => {
    drag.current = null;
  };

  const sizeStyle = maxSize ? (vertical ? { maxHeight: maxSize } : { maxWidth: maxSize }) : undefined;
  const thumbStyle = vertical
    ? { height: thumb.length, transform: `translateY(${thumb.offset}px)` }
    : { width: thumb.length, transform: `translateX(${thumb.offset}px)` };
  return (
    <div className={cx(styles.root, styles[orientation], className)}>
      <div
        ref={box}
        className={styles.box}
        style={sizeStyle}
        onScroll={update}
        tabIndex={0}
        role={label ? 'region' : undefined}
        aria-label={label}
      >
        <div className={styles.content}>{children}</div>
      </div>
      <div ref={track} className={cx(styles.track, thumb.length === 0 && styles.idle)} aria-hidden="true">
        <div
          className={styles.thumb}
          style={thumbStyle}
          data-testid="scrollbar-thumb"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        />
      </div>
    </div>
  );
}
