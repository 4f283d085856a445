// Flats like the compared ones (the API's similar_flats/), each with the favourite and compare toggles.
import type { ShellContext } from '@estate/shared-api';
import { endpoints, useFetch } from '@estate/shared-api';
import type { LotCard } from '@estate/shared-api/dto/lots';
import { ListLotCard } from '../../shared/lot/ListLotCard';
import { ToggleButtons } from '../toggle-buttons/ToggleButtons';
import page from '../../shared/page/Page.module.css';

const SIMILAR_LIMIT = 8;

/** `compared`: the compared lot ids; the strip follows them. */
export function SimilarFlats({ ctx, compared }: { ctx: ShellContext; compared: readonly number[] }) {
  const city = ctx.city.slug;
  const { data } = useFetch(compared.length > 0 ? `${city}|${compared.join(',')}` : null, (signal) =>
    ctx.api.get<LotCard[]>(endpoints.comparisons.similarFlats(), { query: { city, limit: SIMILAR_LIMIT }, signal }).catch((error: unknown) => {
      if (!signal.aborted) console.warn('[favorites] similar flats could not be loaded', error);
      return [];
    }),
  );
  const flats = (data ?? []).filter((flat) => !compared.includes(flat.id));
  if (compared.length === 0 || flats.length === 0) return null;
  return (
    <section className={page.section} aria-labelledby="similar-flats">
      <h2 id="similar-flats" className={page.sectionTitle}>
        Похожие квартиры
      </h2>
      <ul className={page.grid}>
        {flats.map((flat) => (
          <li key={flat.id} data-testid="similar-flat" data-lot-id={flat.id}>
            <ListLotCard lot={flat} webp={ctx.device.webp} actions={<ToggleButtons lotId={flat.id} ctx={ctx} />} />
          </li>
        ))}
      </ul>
    </section>
  );
}
