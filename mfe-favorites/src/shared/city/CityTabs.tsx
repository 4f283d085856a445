// The list's count in every city (product: each list keeps counts per city), as tabs that switch the city shown: the
// city's list is their panel (children), the list's own controls sit beside them (extra).
import type { ReactNode } from 'react';
import type { CityRef } from '@estate/shared-api';
import { Tabs } from '@estate/shared-ui/components/Tabs/Tabs';
import styles from './CityTabs.module.css';

export interface CityTabsProps {
  cities: readonly CityRef[];
  counts: Readonly<Record<string, number>>;
  value: string;
  onChange: (slug: string) => void;
  extra?: ReactNode;
  panelClassName?: string;
  children: ReactNode;
}

export function CityTabs({ cities, counts, value, onChange, extra, panelClassName, children }: CityTabsProps) {
  const tabs = cities.map((city) => ({
    id: city.slug,
    label: (
      <>
        {city.title} <span className={styles.count}>{counts[city.slug] ?? 0}</span>
      </>
    ),
  }));
  return (
    <Tabs tabs={tabs} label="Города" value={value} onChange={onChange} variant="pills" extra={extra} panelClassName={panelClassName}>
      {children}
    </Tabs>
  );
}
