// The latest news of the city's press centre (its own remote renders the press pages; this links there).
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { Link } from 'react-router-dom';
import { useApiQuery, type ShellContext } from '@estate/shared-api';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { Section } from '../../shared/components/Section';
import { formatMoscowDate } from '../../shared/format/moscowDate';
import { homeRequests } from './homeQueries';
import styles from './HomeView.module.css';

export function PressTeaser({ ctx }: { ctx: ShellContext }) {
  const { path, query } = homeRequests(ctx.city.slug).news;
  const news = useApiQuery(ctx.api, path, query);
  if (!news.data || news.data.results.length === 0) return null;
  return (
    <Section id="press" title="Новости" more={{ href: sitePaths.press(), label: 'Пресс-центр' }}>
      <ul className={styles.news}>
        {news.data.results.map((item) => (
          <li key={item.id} className={styles.newsItem}>
            <Image path={item.cover} alt="" sizes="(max-width: 767px) 100vw, 44rem" webp={ctx.device.webp} aspectRatio="16 / 9" className={styles.newsImage} />
            <p className={styles.newsDate}>{formatMoscowDate(item.published_at)}</p>
            <h3 className={styles.newsTitle}>
              <Link to={sitePaths.publication(item.slug)} className={styles.newsLink}>
                {item.title}
              </Link>
            </h3>
          </li>
        ))}
      </ul>
    </Section>
  );
}
