// A publication in a list: cover, section and date, title and lead; the whole card is one link to the page.
import { Link } from 'react-router-dom';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import type { PublicationCard as Card } from '@estate/shared-api/dto/publications';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { formatDate } from '@estate/shared-ui/format/date';
import styles from './PublicationCard.module.css';

export interface PublicationCardProps {
  publication: Card;
  webp?: boolean;
  /** the level of the card title under the section's heading */
  headingLevel?: 2 | 3;
  /** false for a card on the first screen: its cover loads at once and first */
  lazy?: boolean;
}

export function PublicationCard({ publication, webp = true, headingLevel = 2, lazy = true }: PublicationCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-publication={publication.slug}>
      <Image
        path={publication.cover}
        alt=""
        aspectRatio="3 / 2"
        sizes="(max-width: 767px) 100vw, (max-width: 1279px) 50vw, 46rem"
        webp={webp}
        lazy={lazy}
        className={styles.cover}
      />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.type}>{publication.type_label}</span>
          <time dateTime={publication.published_at}>{formatDate(publication.published_at)}</time>
        </p>
        <Heading className={styles.title}>
          <Link to={sitePaths.publication(publication.slug)} className={styles.link}>
            {publication.title}
          </Link>
        </Heading>
        {publication.lead ? <p className={styles.lead}>{publication.lead}</p> : null}
      </div>
    </article>
  );
}

/** A responsive grid of cards: 3 columns on desktop, 2 on tablet, 1 on mobile. */
export interface PublicationGridProps {
  publications: readonly Card[];
  webp?: boolean;
  label?: string;
  headingLevel?: 2 | 3;
  /** how many leading cards are on the first screen (their covers load at once) */
  firstScreen?: number;
}

export function PublicationGrid({ publications, webp, label, headingLevel, firstScreen = 0 }: PublicationGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {publications.map((publication, index) => (
        <li key={publication.id} className={styles.item}>
          <PublicationCard publication={publication} webp={webp} headingLevel={headingLevel} lazy={index >= firstScreen} />
        </li>
      ))}
    </ul>
  );
}
