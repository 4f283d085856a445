// The frame of a list page: the title, the city tabs with the list's counts, 'Удалить все' while the list has lots.
// Removing all asks first: the lists cannot be restored.
import { useState, type ReactNode } from 'react';
import type { CityRef } from '@estate/shared-api';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Modal } from '@estate/shared-ui/components/Modal/Modal';
import { PageTitle } from '@estate/shared-ui/components/PageTitle/PageTitle';
import { CityTabs } from '../city/CityTabs';
import page from './Page.module.css';

export const REMOVE_ALL = 'Удалить все';
export const CANCEL = 'Отмена';
export const REMOVE_ALL_NOTE = 'Восстановить список будет нельзя.';

export interface ListPageProps {
  title: string;
  cities: readonly CityRef[];
  counts: Readonly<Record<string, number>>;
  city: string;
  onCityChange: (slug: string) => void;
  /** the question of the remove-all confirmation: 'Удалить все объекты из избранного?' */
  removeAllQuestion: string;
  /** absent while there is nothing to remove */
  onRemoveAll?: () => void;
  children: ReactNode;
}

export function ListPage({ title, cities, counts, city, onCityChange, removeAllQuestion, onRemoveAll, children }: ListPageProps) {
  const [confirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  const removeAll = onRemoveAll && (
    <Button variant="outline" size="s" onClick={() => setConfirming(true)}>
      {REMOVE_ALL}
    </Button>
  );
  return (
    <div className={page.page}>
      <PageTitle>{title}</PageTitle>
      {cities.length > 1 ? (
        <CityTabs cities={cities} counts={counts} value={city} onChange={onCityChange} extra={removeAll} panelClassName={page.list}>
          {children}
        </CityTabs>
      ) : (
        <>
          {removeAll && <div className={page.toolbar}>{removeAll}</div>}
          {children}
        </>
      )}
      <Modal
        open={confirming && Boolean(onRemoveAll)}
        onClose={close}
        title={removeAllQuestion}
        size="s"
        footer={
          <>
            <Button
              onClick={() => {
                close();
                onRemoveAll?.();
              }}
            >
              {REMOVE_ALL}
            </Button>
            <Button variant="outline" onClick={close}>
              {CANCEL}
            </Button>
          </>
        }
      >
        <p className={page.note}>{REMOVE_ALL_NOTE}</p>
      </Modal>
    </div>
  );
}
