import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { Link } from 'react-router-dom';
import type { PageError } from '../../routes/errorStatus';
import { errorTexts, PROJECTS_BUTTON } from './errorTexts';
import { FallingBlocks } from './FallingBlocks';
import { Logo } from '../../shared/brand/Logo';
import styles from './ErrorPage.module.css';

export function ErrorPage({ error }: { error: PageError }) {
  const { title, description } = errorTexts(error.status);
  return (
    <section className={styles.page} data-status={error.status} aria-labelledby="error-title">
      <Link to="/" className={styles.home} aria-label="Горизонт Девелопмент">
        <Logo />
      </Link>
      <FallingBlocks />
      <p className={styles.status}>{error.status}</p>
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      {description && <p className={styles.description}>{description}</p>}
      {error.message && <p className={styles.message}>{error.message}</p>}
      <div className={styles.actions}>
        <Link className={styles.primary} to="/">
          На главную
        </Link>
        <Link className={styles.secondary} to={sitePaths.projects()}>
          <span className={styles.desktopLabel}>{PROJECTS_BUTTON.desktop}</span>
          <span className={styles.narrowerLabel}>{PROJECTS_BUTTON.narrower}</span>
        </Link>
      </div>
    </section>
  );
}
