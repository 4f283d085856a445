// Ready-made selections ('Студии', 'С отделкой', 'Паркинг') with the live number of lots they find.
import { Link } from 'react-router-dom';
import { useApiQuery, type ShellContext } from '@estate/shared-api';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { AsyncView, CardsSkeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { fromPrice } from '../../shared/format/money';
import { homeRequests } from './homeQueries';
import { countOf, NOUNS } from '@estate/shared-ui/format/plural';
import styles from './HomeView.module.css';

export function SelectionCards({ ctx }: { ctx: ShellContext }) {
  const { path, query } = homeRequests(ctx.city.slug).selections;
  const cards = useApiQuery(ctx.api, path, query);
  return (
    <AsyncView state={cards} loading={<CardsSkeleton count={4} />} isEmpty={(data) => data.results.length === 0} emptyText="Подборки скоро появятся.">
      {(data) => (
        <ul className={styles.selections}>
          {data.results.map((card) => (
            <li key={card.id} className={styles.selectionCard}>
              <Image path={card.image} alt="" sizes="(max-width: 767px) 100vw, (max-width: 1279px) 50vw, 34rem" webp={ctx.device.webp} aspectRatio="4 / 3" className={styles.selectionImage} />
              <div className={styles.selectionBody}>
                <h3 className={styles.selectionTitle}>
                  <Link to={card.link} className={styles.selectionLink}>
                    {card.title}
                  </Link>
                </h3>
                <p className={styles.selectionText}>{card.description}</p>
                <p className={styles.selectionMeta}>
                  {countOf(card.count, NOUNS.offer)}
                  {card.min_price ? ` · ${fromPrice(card.min_price)}` : ''}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AsyncView>
  );
}
