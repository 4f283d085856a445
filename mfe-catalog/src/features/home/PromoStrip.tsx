// The city's current promotions as promo cards of the UI kit.
import { useApiQuery, type ShellContext } from '@estate/shared-api';
import { PromoCard } from '@estate/shared-ui/components/PromoCard/PromoCard';
import { Section } from '../../shared/components/Section';
import { homeRequests } from './homeQueries';
import styles from './HomeView.module.css';

export function PromoStrip({ ctx }: { ctx: ShellContext }) {
  const { path, query } = homeRequests(ctx.city.slug).promos;
  const promos = useApiQuery(ctx.api, path, query);
  if (!promos.data || promos.data.results.length === 0) return null;
  return (
    <Section id="promo" title="Акции и предложения">
      <ul className={styles.promos}>
        {promos.data.results.map((promo) => (
          <li key={promo.id} className={styles.promo}>
            <PromoCard name={promo.title} text={promo.text} image={promo.image} link={promo.link} buttonText={promo.button_text || undefined} color="#ffffff" webp={ctx.device.webp} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
