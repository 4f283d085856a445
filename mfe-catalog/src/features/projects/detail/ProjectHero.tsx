// The top of a project page: photo gallery, name, class, completion, address and the key numbers.
import type { ShellContext } from '@estate/shared-api';
import type { ProjectDetail } from '@estate/shared-api/dto/projects';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Carousel } from '@estate/shared-ui/components/Carousel/Carousel';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { Badge } from '@estate/shared-ui/components/Badge/Badge';
import { fromPrice } from '../../../shared/format/money';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import styles from './ProjectView.module.css';

export function ProjectHero({ ctx, project }: { ctx: ShellContext; project: ProjectDetail }) {
  const photos = project.gallery.length > 0 ? project.gallery : [project.image];
  return (
    <div className={styles.hero}>
      <div className={styles.heroGallery}>
        <Carousel label={`Фотографии проекта ${project.name}`} loop>
          {photos.map((photo, index) => (
            <Image
              key={photo}
              path={photo}
              alt={index === 0 ? `${project.name}: вид проекта` : `${project.name}, фото ${index + 1}`}
              sizes="(max-width: 1279px) 100vw, 90rem"
              webp={ctx.device.webp}
              lazy={index > 0}
              aspectRatio="16 / 10"
            />
          ))}
        </Carousel>
      </div>
      <div className={styles.heroInfo}>
        <div className={styles.heroBadges}>
          <Badge tone="accent">{project.class}</Badge>
          {project.badges.map((badge) => (
            <Badge key={badge}>{badge}</Badge>
          ))}
        </div>
        <p className={styles.heroText}>{project.short_description}</p>
        <dl className={styles.keyFacts}>
          <div>
            <dt>Срок сдачи</dt>
            <dd>{project.completion.label}</dd>
          </div>
          <div>
            <dt>В продаже</dt>
            <dd>{project.lots_count}</dd>
          </div>
          {project.min_price !== null && (
            <div>
              <dt>Цены</dt>
              <dd>{fromPrice(project.min_price)}</dd>
            </div>
          )}
        </dl>
        <Button href={sitePaths.projectSelection(project.kind, project.slug)}>
          {project.kind === 'commercial' ? 'Выбрать помещение' : 'Выбрать квартиру'}
        </Button>
      </div>
    </div>
  );
}
