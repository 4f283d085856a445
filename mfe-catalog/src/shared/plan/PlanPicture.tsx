// A plan picture (master plan, floor plan, parking level) with things placed on it in percent of its size.
// The API draws every plan 16:10, so the picture box keeps that ratio and percentages line up with the drawing.
import type { ReactNode } from 'react';
import type { ShellContext } from '@estate/shared-api';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { cx } from '@estate/shared-ui/utils/cx';
import styles from './PlanPicture.module.css';

export const PLAN_ASPECT = '16 / 10';

interface PlanPictureProps {
  ctx: Pick<ShellContext, 'device'>;
  path: string;
  alt: string;
  /** how wide the plan is shown (the `sizes` of its srcset) */
  sizes: string;
  children?: ReactNode;
  lazy?: boolean;
  className?: string;
}

export function PlanPicture({ ctx, path, alt, sizes, children, lazy = true, className }: PlanPictureProps) {
  return (
    <div className={cx(styles.root, className)} style={{ aspectRatio: PLAN_ASPECT }}>
      <Image path={path} alt={alt} sizes={sizes} webp={ctx.device.webp} lazy={lazy} preview={lazy} aspectRatio={PLAN_ASPECT} className={styles.image} />
      {children && <div className={styles.layer}>{children}</div>}
    </div>
  );
}

/** Inline style of a box given in percent of the plan. */
export function boxStyle(box: { x: number; y: number; w: number; h: number }) {
  return { left: `${box.x}%`, top: `${box.y}%`, width: `${box.w}%`, height: `${box.h}%` } as const;
}
