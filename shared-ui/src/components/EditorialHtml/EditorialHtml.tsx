// Editorial HTML as the API sends it (sanitised there, api/src/domain/editorialHtml.ts, with one allow-list): the one
// place that injects HTML. A string, so the server and the browser render the same markup with no DOM parser. Links
// to the site's own pages navigate in the app instead of reloading the document.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { cx } from '../../utils/cx';
import styles from './EditorialHtml.module.css';

export interface EditorialHtmlProps {
  html: string;
  className?: string;
}

/** A plain left click on a link to a site path ('/press/x', not '//other.host'). */
function sitePathOf(event: MouseEvent<HTMLDivElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest?.('a[href]');
  const href = link?.getAttribute('href') ?? '';
  return /^\/(?![/\\])/.test(href) && !link?.hasAttribute('target') ? href : null;
}

export function EditorialHtml({ html, className }: EditorialHtmlProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const path = sitePathOf(event);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    <div className={cx(styles.prose, className)} data-safe-html="" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
