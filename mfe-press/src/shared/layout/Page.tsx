// The content column every page of this remote sits in: the site's max width and side padding.
import type { ReactNode } from 'react';
import { PageTitle } from '@estate/shared-ui/components/PageTitle/PageTitle';
import { cx } from '@estate/shared-ui/utils/cx';
import styles from './Page.module.css';

export function Page({ children, className, narrow = false }: { children: ReactNode; className?: string; narrow?: boolean }) {
  return <div className={cx(styles.page, narrow && styles.narrow, className)}>{children}</div>;
}

/** The page heading (its h1, the site's one style) with an optional line under it. */
export function PageHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return <PageTitle lead={lead}>{title}</PageTitle>;
}
