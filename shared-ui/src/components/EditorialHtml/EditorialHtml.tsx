// Editorial HTML rendered as React elements, never as innerHTML: only what the shared allow-list keeps
// (editorialTree), text escaped by React, links to the site's pages through the router, external links in a new tab
// without an opener, images through the resizing endpoint.
import { createElement, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isExternalHref, isSitePath } from '@estate/shared-api/editorial/editorialRules';
import { cx } from '../../utils/cx';
import { formatFor, imageSrcSet, imageUrl, type ImageSize } from '../Image/imageUrl';
import { editorialTree, type EditorialNode } from './editorialTree';
import styles from './EditorialHtml.module.css';

export interface EditorialHtmlProps {
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
  const resized = src.startsWith('/img/') && {
    src: imageUrl(src, { format: formatFor(webp), size: 1024 }),
    srcSet: imageSrcSet(src, { format: formatFor(webp) }, IMAGE_WIDTHS),
    sizes: '(max-width: 767px) 100vw, 80rem',
  };
  return <img key={key} src={src} {...resized} alt={attrs.alt ?? ''} width={width} height={height} loading="lazy" decoding="async" />;
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
  return (
    <a key={key} href={href} title={title} {...(isExternalHref(href) && { target: '_blank', rel: 'noopener noreferrer nofollow' })}>
      {children}
    </a>
  );
}

function renderNodes(nodes: readonly EditorialNode[], webp: boolean): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return node.text;
    if (node.tag === 'img') return renderImage(node.attrs, index, webp);
    if (node.tag === 'br' || node.tag === 'hr') return createElement(node.tag, { key: index });
    const children = renderNodes(node.children, webp);
    if (node.tag === 'a') return renderLink(node.attrs, children, index);
    return createElement(node.tag, { key: index }, ...children);
  });
}

export function EditorialHtml({ html, className, webp = true }: EditorialHtmlProps) {
  const nodes = useMemo(() => editorialTree(html), [html]);
  return (
    <div className={cx(styles.prose, className)} data-safe-html="">
      {renderNodes(nodes, webp)}
    </div>
  );
}
