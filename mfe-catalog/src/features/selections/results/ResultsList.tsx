// The lots found, as a grid of cards or a list of rows; 'show more' appends the next page, the pager jumps.
import type { DeviceType, ShellContext } from '@estate/shared-api';
import type { PropertyTag } from '@estate/shared-api/dto/baseData';
import type { LotCard as LotCardData } from '@estate/shared-api/dto/lots';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { cx } from '@estate/shared-ui/utils/cx';
import { CatalogLotCard } from '../../../shared/lot/CatalogLotCard';
import { Pagination } from './Pagination';
import styles from './ResultsList.module.css';

/** Cards on the first screen of each device class: their pictures come with the document (the page's largest paint). */
const FIRST_SCREEN_CARDS: Record<DeviceType, number> = { mobile: 1, tablet: 2, desktop: 4 };

interface ResultsListProps {
  ctx: ShellContext;
  lots: readonly LotCardData[];
  tags: readonly PropertyTag[];
  layout: 'grid' | 'list';
  pending: boolean;
  page: number;
  lastShownPage: number;
  totalPages: number;
  canShowMore: boolean;
  onShowMore: () => void;
  /** the URL of a page of these results */
  pageHref: (page: number) => string;
  onPage: (page: number) => void;
}

export function ResultsList(props: ResultsListProps) {
  const { ctx, lots, tags, layout, pending } = props;
  const firstScreen = FIRST_SCREEN_CARDS[ctx.device.type];
  return (
    <div className={styles.root}>
      <ul
        className={cx(styles.items, styles[layout], pending && styles.pending)}
        aria-busy={pending || undefined}
        data-testid="results"
      >
        {lots.map((lot, index) => (
          <li key={lot.id} className={styles.item}>
            <CatalogLotCard ctx={ctx} lot={lot} tags={tags} layout={layout} lazy={index >= firstScreen} headingLevel={2} />
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        {props.canShowMore && (
          <Button variant="outline" onClick={props.onShowMore} disabled={pending}>
            Показать ещё
          </Button>
        )}
        <Pagination
          from={props.page}
          to={props.lastShownPage}
          total={props.totalPages}
          hrefFor={props.pageHref}
          onPage={props.onPage}
        />
      </div>
    </div>
  );
}
