// The frame of a list page: the title, the city tabs with the list's counts, 'Удалить все' while the list has lots.
import type { ReactNode } from 'react';
import type { CityRef } from '@estate/shared-api';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { CityTabs } from '../city/CityTabs';
import page from './Page.module.css';

export interface ListPageProps {
  title: string;
  cities: readonly CityRef[];
  counts: Readonly<Record<string, number>>;
  city: string;
  onCityChange: (slug: string) => void;
  /** absent while there is nothing to remove */
  onRemoveAll?: () => void;
  children: ReactNode;
}

export function ListPage({ title, cities, counts, city, onCityChange, onRemoveAll, children }: ListPageProps) {
  return (
    <div className={page.page}>
      <div className={page.heading}>
        <h1 className={page.title}>{title}</h1>
      </div>
      <div className={page.toolbar}>
        <CityTabs cities={cities} counts={counts} value={city} onChange={onCityChange} />
        {onRemoveAll && (
          <Button variant="outline" size="s" onClick={onRemoveAll}>
            Удалить все
          </Button>
        )}
      </div>
      {children}
    </div>
  );
}
