// The list's count in every city (SPEC: each list keeps counts per city), as tabs that switch the city shown.
import type { CityRef } from '@estate/shared-api';
import { Tabs } from '@estate/shared-ui/components/Tabs/Tabs';
import styles from './CityTabs.module.css';

export interface CityTabsProps {
  cities: readonly CityRef[];
  counts: Readonly<Record<string, number>>;
  value: string;
  onChange: (slug: string) => void;
}

export function CityTabs({ cities, counts, value, onChange }: CityTabsProps) {
  if (cities.length < 2) return null;
  const tabs = cities.map((city) => ({
    id: city.slug,
    label: (
      <>
        {city.title} <span className={styles.count}>{counts[city.slug] ?? 0}</span>
      </>
    ),
  }));
  return <Tabs tabs={tabs} label="Города" value={value} onChange={onChange} variant="pills" />;
}
