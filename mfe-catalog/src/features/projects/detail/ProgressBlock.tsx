// Construction progress by month: a month switch, the month's photos and the report text.
import { useState } from 'react';
import { endpoints, useApiQuery, type ShellContext } from '@estate/shared-api';
import type { ProgressReport } from '@estate/shared-api/dto/progress';
import { Carousel } from '@estate/shared-ui/components/Carousel/Carousel';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { Tabs } from '@estate/shared-ui/components/Tabs/Tabs';
import { AsyncView, Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { formatMoscowDate } from '../../../shared/format/moscowDate';
import { progressQuery } from './projectQueries';
import styles from './ProjectView.module.css';

export function ProgressBlock({ ctx, slug }: { ctx: ShellContext; slug: string }) {
  const progress = useApiQuery(ctx.api, endpoints.progress.list(), progressQuery(slug));
  return (
    <AsyncView state={progress} loading={<Skeleton block />} isEmpty={(data) => data.results.length === 0} emptyText="Фотоотчёты появятся после начала строительства.">
      {(data) => <ProgressMonths ctx={ctx} reports={data.results} />}
    </AsyncView>
  );
}

function ProgressMonths({ ctx, reports }: { ctx: ShellContext; reports: readonly ProgressReport[] }) {
  const [chosen, setChosen] = useState(String(reports[0]?.id ?? ''));
  const report = reports.find((item) => String(item.id) === chosen) ?? reports[0];
  return (
    <div className={styles.progress}>
      <Tabs label="Месяц" variant="pills" value={chosen} onChange={setChosen} tabs={reports.map((item) => ({ id: String(item.id), label: item.title }))}>
        {report && (
          <div className={styles.report}>
            <Carousel label={`Фотографии: ${report.title}`} key={report.id}>
              {report.photos.map((photo, index) => (
                <Image key={photo} path={photo} alt={`${report.title}, фото ${index + 1}`} sizes="(max-width: 1279px) 100vw, 90rem" webp={ctx.device.webp} aspectRatio="16 / 9" />
              ))}
            </Carousel>
            <div>
              <p className={styles.muted}>Опубликовано {formatMoscowDate(report.published_at)}</p>
              <p>{report.text}</p>
            </div>
          </div>
        )}
      </Tabs>
    </div>
  );
}
