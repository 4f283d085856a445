// Promo card of product §2 (header dropdowns, mobile menu): image, name, text and an optional link button,
// labelled 'Подробнее' by default; http links open as external anchors; `disabled` greys the button.
import type { CSSProperties } from 'react';
import { Button } from '../Button/Button';
import { Image } from '../Image/Image';
import { cx } from '../../utils/cx';
import styles from './PromoCard.module.css';

export const PROMO_DEFAULT_BUTTON_TEXT = 'Подробнее';

export interface PromoCardProps {
  name: string;
  text?: string;
  /** image path (through the resizing endpoint) */
  image?: string;
  link?: string;
  buttonText?: string;
  buttonTextColor?: string;
  /** text colour over the image */
  color?: string;
  disabled?: boolean;
  webp?: boolean;
  className?: string;
}

export function PromoCard(props: PromoCardProps) {
  const { name, text, image, link, buttonText, buttonTextColor, color, disabled = false, webp } = props;
  const textStyle: CSSProperties | undefined = color ? { color } : undefined;
  return (
    <article className={cx(styles.card, image && styles.withImage, props.className)} style={textStyle}>
      {image && <Image path={image} alt="" className={styles.image} sizes="36rem" webp={webp} />}
      <div className={styles.content}>
        <h3 className={styles.name}>{name}</h3>
        {text && <p className={styles.text}>{text}</p>}
        {link && (
          <Button
            href={link}
            size="s"
            disabled={disabled}
            className={styles.button}
            style={buttonTextColor && !disabled ? { color: buttonTextColor } : undefined}
          >
            {buttonText || PROMO_DEFAULT_BUTTON_TEXT}
          </Button>
        )}
      </div>
    </article>
  );
}
