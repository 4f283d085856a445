// Editorial HTML from the API (project descriptions, purchase method pages), rendered in a styled box.
import { cx } from '@estate/shared-ui/utils/cx';
import styles from './ApiHtml.module.css';

export function ApiHtml({ html, className }: { html: string; className?: string }) {
  return <div className={cx(styles.html, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
