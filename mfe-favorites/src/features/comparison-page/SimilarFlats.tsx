// Flats like the compared ones (the API's similar_flats/), each with the favourite and compare toggles.
import { useEffect, useRef } from 'react';
import type { ShellContext } from '@estate/shared-api';
import { useApiQuery } from '@estate/shared-api';
import { ListLotCard } from '../../shared/lot/ListLotCard';
import { similarFlatsRequest } from '../../shared/lot-lists/listQueries';
import { ToggleButtons } from '../../shared/toggle-buttons/ToggleButtons';
import page from '../../shared/page/Page.module.css';

/** `compared`: the compared lot ids; the strip follows them (the API picks flats like the visitor's compared ones). */
export function SimilarFlats({ ctx, compared }: { ctx: ShellContext; compared: readonly number[] }) {
  const { path, query } = similarFlatsRequest(ctx.city.slug);
  const similar = useApiQuery(ctx.api, compared.length > 0 ? path : null, query);
  const signature = compared.join(',');
  const seen = useRef(signature);
  const { refetch, isFetched } = similar;
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    if (isFetched && signature) void refetch();
  }, [signature, isFetched, refetch]);
  useEffect(() => {
    if (similar.error) console.warn('[favorites] similar flats could not be loaded', similar.error);
  }, [similar.error]);

  const flats = (similar.data ?? []).filter((flat) => !compared.includes(flat.id));
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
