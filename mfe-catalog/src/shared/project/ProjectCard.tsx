// A project in a list: picture, name, class and completion, address and metro, lots on sale and the lowest price.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { Link } from 'react-router-dom';
import type { ShellContext } from '@estate/shared-api';
import type { ProjectCard as ProjectCardData } from '@estate/shared-api/dto/projects';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { Badge } from '@estate/shared-ui/components/Badge/Badge';
import { fromPrice } from '../format/money';
import { countOf, NOUNS } from '@estate/shared-ui/format/plural';
import styles from './ProjectCard.module.css';

/** `lazy` false for a card on the first screen: its picture loads at once and first. */
export function ProjectCard({
  ctx,
  project,
  sizes,
  lazy = true,
  headingLevel = 3,
}: {
  ctx: ShellContext;
  project: ProjectCardData;
  sizes?: string;
  lazy?: boolean;
  /** 2 in a list right under the page's title, 3 in a titled section */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const metro = project.metro[0];
  const nouns = project.kind === 'commercial' ? NOUNS.commercial : NOUNS.flat;
  return (
    <article className={styles.card} data-testid="project-card">
      <div className={styles.picture}>
        <Image
          path={project.image}
          alt=""
          sizes={sizes ?? '(max-width: 767px) 100vw, (max-width: 1279px) 50vw, 46rem'}
          webp={ctx.device.webp}
          lazy={lazy}
          aspectRatio="16 / 10"
          className={styles.image}
        />
        {project.badges.length > 0 && (
          <div className={styles.badges}>
            {project.badges.map((badge) => (
              <Badge key={badge}>{badge}</Badge>
            ))}
          </div>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.kicker}>
          {project.class} · {project.completion.label}
        </p>
        <Heading className={styles.name}>
          <Link to={sitePaths.project(project.kind, project.slug)} className={styles.link}>
            {project.name}
          </Link>
        </Heading>
        <p className={styles.address}>{project.address}</p>
        {metro && (
          <p className={styles.metro}>
            <span className={styles.metroDot} style={{ background: metro.color }} aria-hidden="true" />
            {metro.name} · {metro.walking_minutes} мин пешком
          </p>
        )}
        <p className={styles.offer}>
          {project.lots_count > 0 ? (
            <>
              <span>{countOf(project.lots_count, nouns)} в продаже</span>
              <span className={styles.price}>{fromPrice(project.min_price)}</span>
            </>
          ) : (
            <span>Скоро в продаже</span>
          )}
        </p>
      </div>
    </article>
  );
}
