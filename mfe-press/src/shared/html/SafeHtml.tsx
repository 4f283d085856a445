// Renders database HTML through the allow-list sanitiser as React elements (never innerHTML): text is escaped by
// React, links open safely, images go through the resizing endpoint.
import { createElement, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatFor, imageSrcSet, imageUrl, type ImageSize } from '@estate/shared-ui/components/Image/imageUrl';
import { cx } from '@estate/shared-ui/utils/cx';
import { isSitePath, sanitizeHtml, type SafeNode } from './sanitizeHtml';
import styles from '@estate/shared-ui/components/EditorialHtml/EditorialHtml.module.css';

export interface SafeHtmlProps {
  html: string;
  className?: string;
  /** webp where the device supports it */
  webp?: boolean;
}

const IMAGE_WIDTHS: readonly ImageSize[] = [320, 640, 768, 1024, 1280];

function renderImage(attrs: Readonly<Record<string, string>>, key: number, webp: boolean): ReactNode {
  const src = attrs.src ?? '';
  const width = attrs.width ? Number(attrs.width) : undefined;
  const height = attrs.height ? Number(attrs.height) : undefined;
  if (!src.startsWith('/img/')) {
    return <img key={key} src={src} alt={attrs.alt ?? ''} width={width} height={height} loading="lazy" decoding="async" />;
  }
  const params = { format: formatFor(webp) };
  return (
    <img
      key={key}
      src={imageUrl(src, { ...params, size: 1024 })}
      srcSet={imageSrcSet(src, params, IMAGE_WIDTHS)}
      sizes="(max-width: 767px) 100vw, 80rem"
      alt={attrs.alt ?? ''}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}

function renderLink(attrs: Readonly<Record<string, string>>, children: ReactNode[], key: number): ReactNode {
  const { href, title } = attrs;
  if (href === undefined) return createElement('span', { key }, ...children);
  if (isSitePath(href)) {
    return (
      <Link key={key} to={href} title={title}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a key={key} href={href} title={title} {...(external && { target: '_blank', rel: 'noopener noreferrer nofollow' })}>
      {children}
    </a>
  );
}

function renderNodes(nodes: readonly SafeNode[], webp: boolean): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return node.text;
    const children = renderNodes(node.children, webp);
    if (node.tag === 'img') return renderImage(node.attrs, index, webp);
    if (node.tag === 'a') return renderLink(node.attrs, children, index);
    if (node.tag === 'br' || node.tag === 'hr') return createElement(node.tag, { key: index });
    return createElement(node.tag, { key: index }, ...children);
  });
}

export function SafeHtml({ html, className, webp = true }: SafeHtmlProps) {
  const nodes = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div className={cx(styles.prose, className)} data-safe-html="">
      {renderNodes(nodes, webp)}
    </div>
  );
}
