// A slide carousel: previous/next buttons, arrow keys on the focused carousel, and horizontal swipes.
// Slides off screen are inert, so Tab never lands on a hidden link. How many slides show at once may differ by
// breakpoint: the stylesheet's media queries size the slides (the same markup at every width, nothing laid out
// again once the scripts arrive); the script only needs the number to page and to mark the hidden slides inert.
import { Children, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import { useControllableState } from '../../hooks/useControllableState';
import { cx } from '../../utils/cx';
import { clampIndex, stepIndex } from './carouselIndex';
import styles from './Carousel.module.css';

/** A horizontal move longer than this (and longer than the vertical one) is a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

/** Slides shown at once: one number, or one per layout breakpoint (phone up to 767 px, tablet up to 1279 px). */
export type SlidesPerView = number | { mobile: number; tablet: number; desktop: number };

export interface CarouselProps {
  /** accessible name, e.g. 'Фотографии проекта' */
  label: string;
  children: ReactNode;
  slidesPerView?: SlidesPerView;
  loop?: boolean;
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  prevLabel?: string;
  nextLabel?: string;
  className?: string;
}

export function Carousel(props: CarouselProps) {
  const { label, loop = false, prevLabel = 'Предыдущий слайд', nextLabel = 'Следующий слайд' } = props;
  const perBreakpoint = perViewOf(props.slidesPerView ?? 1);
  const { isMobile, isDesktop } = useBreakpoint();
  const slidesPerView = isMobile ? perBreakpoint.mobile : isDesktop ? perBreakpoint.desktop : perBreakpoint.tablet;
  const id = useId();
  const slides = Children.toArray(props.children);
  const lastIndex = Math.max(0, slides.length - slidesPerView);
  const [rawIndex, setIndex] = useControllableState(props.index, props.defaultIndex ?? 0, props.onIndexChange);
  const index = clampIndex(rawIndex, lastIndex);
  const touch = useRef<{ x: number; y: number } | null>(null);

  const go = (direction: 1 | -1) => {
    const next = stepIndex(index, direction, lastIndex, loop);
    if (next !== index) setIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const dx = point.clientX - start.x;
    const dy = point.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? 1 : -1);
  };

  const fits = (count: number) => slides.length <= count;
  const sizes = {
    '--per-view-mobile': perBreakpoint.mobile,
    '--per-view-tablet': perBreakpoint.tablet,
    '--per-view-desktop': perBreakpoint.desktop,
    '--index': index,
  } as CSSProperties;
  return (
    // a group, not a landmark: a carousel sits inside a section that has its own name (often the same one)
    <div
      role="group"
      className={cx(
        styles.root,
        fits(perBreakpoint.mobile) && styles.fitsMobile,
        fits(perBreakpoint.tablet) && styles.fitsTablet,
        fits(perBreakpoint.desktop) && styles.fitsDesktop,
        props.className,
      )}
      style={sizes}
      aria-roledescription="карусель"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className={styles.viewport}>
        <div id={`${id}-track`} className={styles.track} aria-live="polite">
          {slides.map((slide, slideIndex) => {
            const shown = slideIndex >= index && slideIndex < index + slidesPerView;
            return (
              <div
                key={slideIndex}
                role="group"
                aria-roledescription="слайд"
                aria-label={`${slideIndex + 1} из ${slides.length}`}
                className={styles.slide}
                inert={!shown}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {!(fits(perBreakpoint.mobile) && fits(perBreakpoint.tablet) && fits(perBreakpoint.desktop)) && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-label={prevLabel} aria-controls={`${id}-track`} disabled={!loop && index === 0} onClick={() => go(-1)}>
            <svg width="10" height="16" viewBox="0 0 10 16" aria-hidden="true">
              <path d="M8.5 1.5 2 8l6.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
          <span className={styles.counter} aria-hidden="true">
            {index + 1} / {lastIndex + 1}
          </span>
          <button type="button" className={styles.arrow} aria-label={nextLabel} aria-controls={`${id}-track`} disabled={!loop && index === lastIndex} onClick={() => go(1)}>
            <svg width="10" height="16" viewBox="0 0 10 16" aria-hidden="true">
              <path d="M1.5 1.5 8 8l-6.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}

function perViewOf(value: SlidesPerView): { mobile: number; tablet: number; desktop: number } {
  return typeof value === 'number' ? { mobile: value, tablet: value, desktop: value } : value;
}
