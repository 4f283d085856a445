// One excursion: where and how long, the meeting office and its hours, and the booking button.
import type { Excursion } from '@estate/shared-api/dto/offices';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { HoursLines } from '../../shared/contacts/HoursLines';
import { formatDuration, hoursLines } from './excursionText';
import styles from './ExcursionsPage.module.css';

export const BOOK_TEXT = 'Записаться на экскурсию';

export function ExcursionCard({ excursion, webp, lazy = true, onBook }: { excursion: Excursion; webp: boolean; lazy?: boolean; onBook: (excursion: Excursion) => void }) {
  const duration = formatDuration(excursion.duration_minutes);
  return (
    <article className={styles.card} data-excursion={excursion.id}>
      <Image path={excursion.image} alt="" aspectRatio="16 / 10" sizes="(max-width: 767px) 100vw, (max-width: 1279px) 50vw, 46rem" webp={webp} lazy={lazy} className={styles.image} />
      <div className={styles.body}>
        <p className={styles.project}>{excursion.project.name}</p>
        <h2 className={styles.title}>{excursion.title}</h2>
        {excursion.description ? <p className={styles.description}>{excursion.description}</p> : null}
        <dl className={styles.facts}>
          {duration ? (
            <div>
              <dt>Длительность</dt>
              <dd>{duration}</dd>
            </div>
          ) : null}
          <div>
            <dt>Место встречи</dt>
            <dd>
              {excursion.office.name}, {excursion.office.address}
            </dd>
          </div>
          {excursion.office.hours.length > 0 ? (
            <div>
              <dt>Часы работы офиса</dt>
              <dd>
                <HoursLines lines={hoursLines(excursion.office.hours)} />
              </dd>
            </div>
          ) : null}
        </dl>
        <Button onClick={() => onBook(excursion)} className={styles.book} aria-label={`${BOOK_TEXT}: ${excursion.title}`}>
          {BOOK_TEXT}
        </Button>
      </div>
    </article>
  );
}
