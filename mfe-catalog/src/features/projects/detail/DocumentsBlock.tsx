// Project documents, the project declaration (214-FZ, on наш.дом.рф) first.
import { endpoints, useApiQuery, type ShellContext } from '@estate/shared-api';
import { formatNumber } from '@estate/shared-ui/format/number';
import { AsyncView, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { formatMoscowDate } from '../../../shared/format/moscowDate';
import { documentsQuery } from './projectQueries';
import styles from './ProjectView.module.css';

function size(bytes: number | null): string {
  if (!bytes) return '';
  return bytes >= 1024 * 1024 ? ` · ${formatNumber(bytes / 1024 / 1024, 1)} МБ` : ` · ${formatNumber(bytes / 1024, 0)} КБ`;
}

export function DocumentsBlock({ ctx, slug }: { ctx: ShellContext; slug: string }) {
  const documents = useApiQuery(ctx.api, endpoints.documents.list(), documentsQuery(slug));
  return (
    <AsyncView state={documents} loading={<Skeleton lines={4} />} isEmpty={(data) => data.results.length === 0} emptyText="Документы будут опубликованы.">
      {(data) => (
        <ul className={styles.documents}>
          {data.results.map((document) => (
            <li key={document.id} className={styles.document}>
              <a href={document.url} target="_blank" rel="noopener noreferrer" className={styles.documentLink}>
                {document.title}
              </a>
              <span className={styles.muted}>
                {document.type_label} · {formatMoscowDate(document.published_at)}
                {size(document.file_size)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AsyncView>
  );
}
