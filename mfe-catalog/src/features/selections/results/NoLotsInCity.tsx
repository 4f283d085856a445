// An empty selection with no filter set: the city has no lots of this kind. Says so, and leads to each other city
// that has them (its host; the shell turns the link into a city switch).
import { endpoints, useApiQuery, type CityRef, type ShellContext } from '@estate/shared-api';
import { Empty } from '@estate/shared-ui/components/LoadState/LoadState';
import { cityIn } from '../../../shared/head/cityWords';
import { kindHref } from '../KindTabs';
import { kindCounts } from '../model/kindCounts';
import type { KindSchema } from '../model/kinds';
import styles from './NoLotsInCity.module.css';

function OtherCityLink({ ctx, city, schema }: { ctx: ShellContext; city: CityRef; schema: KindSchema }) {
  const counts = useApiQuery(ctx.api, endpoints.content.propertiesCount(), { city: city.slug });
  if (!counts.data || kindCounts(counts.data)[schema.kind] === 0) return null;
  return (
    <a className={styles.elsewhere} href={ctx.cityUrl(city.slug, kindHref(schema.kind))}>
      {`${schema.tab} ${cityIn(city)}`}
    </a>
  );
}

export function NoLotsInCity({ ctx, schema }: { ctx: ShellContext; schema: KindSchema }) {
  const here = cityIn(ctx.city);
  const others = ctx.cities.filter((city) => city.slug !== ctx.city.slug);
  return (
    <Empty text={`${here.charAt(0).toUpperCase()}${here.slice(1)} нет ${schema.nouns[2]} в продаже.`}>
      {others.map((city) => (
        <OtherCityLink key={city.slug} ctx={ctx} city={city} schema={schema} />
      ))}
    </Empty>
  );
}
