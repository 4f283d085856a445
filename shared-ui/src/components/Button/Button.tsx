// A button, an internal link (react-router Link) or an external anchor (href starting with http), one look.
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../../utils/cx';
import { isExternalLink } from './isExternalLink';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';

export interface ButtonProps {
  children: ReactNode;
  /** an internal path (/projects) or an external URL (https://…); without it a <button> renders */
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  disabled?: boolean;
  variant?: ButtonVariant;
  size?: 'm' | 's';
  type?: 'button' | 'submit' | 'reset';
  fullWidth?: boolean;
  /** open an internal link in a new tab (the header's compare and favourites links) */
  newTab?: boolean;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

export function Button(props: ButtonProps) {
  const { children, href, onClick, disabled = false, variant = 'primary', size = 'm', type = 'button' } = props;
  const className = cx(
    styles.button,
    styles[variant],
    styles[size],
    props.fullWidth && styles.fullWidth,
    disabled && styles.disabled,
    props.className,
  );
  const common = { className, style: props.style, 'aria-label': props['aria-label'] };

  if (href !== undefined && disabled) {
    return (
      <a {...common} role="link" aria-disabled="true">
        {children}
      </a>
    );
  }
  if (href !== undefined && isExternalLink(href)) {
    return (
      <a {...common} href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
      </a>
    );
  }
  if (href !== undefined) {
    const tab = props.newTab ? { target: '_blank', rel: 'noopener' } : {};
    return (
      <Link {...common} {...tab} to={href} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <button {...common} type={type} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
