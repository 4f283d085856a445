// An image through the resizing endpoint: srcset over the breakpoints, a blurred preview, lazy loading
// (50 px margin) and up to 3 retries before it gives up and shows a neutral box.
// A first-screen image (lazy false) is in the server's document and shows as soon as it arrives, with or without
// scripts: it paints over its preview instead of fading in, since its load may come before hydration (React never
// sees that load event, so the image is also taken as loaded when it is already complete at hydration).
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { cx } from '../../utils/cx';
import { formatFor, IMAGE_BREAKPOINTS, imageSrcSet, imageUrl, previewUrl, type ImageFit, type ImageGravity, type ImageSize } from './imageUrl';
import { useInView } from './useInView';
import styles from './Image.module.css';

export const IMAGE_RETRY_ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;

export interface ImageProps {
  /** path in the media store; without it only a warning is logged and a neutral box shows */
  path: string | null | undefined;
  /** '' for a decorative image */
  alt: string;
  /** the sizes attribute for the srcset */
  sizes?: string;
  quality?: number;
  fit?: ImageFit;
  gravity?: ImageGravity;
  /** false where the device cannot show webp (png is used) */
  webp?: boolean;
  /** false for an image on the first screen: it loads at once and first (it is likely the page's largest paint) */
  lazy?: boolean;
  preview?: boolean;
  /** e.g. '4 / 3'; keeps the space while loading */
  aspectRatio?: string;
  widths?: readonly ImageSize[];
  className?: string;
  style?: CSSProperties;
}

export function Image(props: ImageProps) {
  const { path, alt, sizes = '100vw', quality, fit = 'cover', gravity, webp = true, lazy = true, preview = true } = props;
  const root = useRef<HTMLDivElement>(null);
  const inView = useInView(root, lazy && Boolean(path));
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const failed = attempt > IMAGE_RETRY_ATTEMPTS;

  useEffect(() => {
    if (!path) console.warn('Image: no path given', { alt });
  }, [path, alt]);
  useEffect(() => () => {
    if (retry.current) clearTimeout(retry.current);
  }, []);

  /** an image already complete when React attaches (loaded before hydration) gets no load event */
  const completeAlready = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);

  const params = { format: formatFor(webp), fit, gravity };
  const onError = () => {
    retry.current = setTimeout(() => setAttempt((current) => current + 1), attempt < IMAGE_RETRY_ATTEMPTS ? RETRY_DELAY_MS * (attempt + 1) : 0);
  };

  return (
    <div ref={root} className={cx(styles.root, props.className)} style={{ aspectRatio: props.aspectRatio, ...props.style }}>
      {path && preview && !loaded && !failed && (
        <img
          className={styles.preview}
          src={previewUrl(path, params)}
          alt=""
          aria-hidden="true"
          loading={lazy ? 'lazy' : 'eager'}
          fetchPriority={lazy ? undefined : 'high'}
          decoding="async"
        />
      )}
      {path && inView && !failed && (
        <img
          key={attempt}
          ref={completeAlready}
          className={cx(styles.image, lazy && styles.fadeIn, loaded && styles.loaded)}
          src={imageUrl(path, { ...params, quality, size: IMAGE_BREAKPOINTS.lg })}
          srcSet={imageSrcSet(path, { ...params, quality }, props.widths)}
          sizes={sizes}
          alt={alt}
          fetchPriority={lazy ? undefined : 'high'}
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={onError}
        />
      )}
      {(!path || failed) && <span className={styles.fallback} role={alt ? 'img' : undefined} aria-label={alt || undefined} />}
    </div>
  );
}
