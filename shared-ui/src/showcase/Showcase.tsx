// The /ui page: every shared-ui component in its variants and states. The shell mounts it (inside its router)
// on test stages only. `imagePath` should name an image the API serves; without it images show their
// no-path state (a console warning, by design). `tiles` defaults to none, so no network is needed.
import '../tokens/tokens.css';
import type { MapTiles } from '../components/Map/mapTypes';
import { ButtonsSection } from './sections/ButtonsSection';
import { CardsSection } from './sections/CardsSection';
import { DialogsSection } from './sections/DialogsSection';
import { DisclosureSection } from './sections/DisclosureSection';
import { FeedbackSection } from './sections/FeedbackSection';
import { FormatSection } from './sections/FormatSection';
import { FormSection } from './sections/FormSection';
import { MapSection } from './sections/MapSection';
import { MediaSection } from './sections/MediaSection';
import { SelectsSection } from './sections/SelectsSection';
import { TokensSection } from './sections/TokensSection';
import styles from './Showcase.module.css';

export interface ShowcaseProps {
  imagePath?: string;
  tiles?: MapTiles;
}

const CONTENTS = [
  ['tokens', 'Токены'],
  ['button', 'Button'],
  ['select', 'Select'],
  ['modal', 'Modal'],
  ['accordion', 'Accordion, Tabs, Checkbox'],
  ['media', 'Carousel, Image, Scrollbar'],
  ['feedback', 'LoadingBar, NotificationCard'],
  ['cards', 'PromoCard, LotCard'],
  ['map', 'Map'],
  ['fields', 'Поля формы'],
  ['format', 'Форматирование'],
] as const;

export function Showcase({ imagePath, tiles }: ShowcaseProps) {
  return (
    <div className={styles.page} data-testid="ui-showcase">
      <h1 className={styles.title}>Компоненты</h1>
      <p className={styles.lead}>Все компоненты shared-ui во всех вариантах и состояниях.</p>
      <nav aria-label="Разделы витрины">
        <ul className={styles.nav}>
          {CONTENTS.map(([id, title]) => (
            <li key={id}>
              <a href={`#ui-${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <TokensSection />
      <ButtonsSection />
      <SelectsSection />
      <DialogsSection />
      <DisclosureSection />
      <MediaSection imagePath={imagePath} />
      <FeedbackSection imagePath={imagePath} />
      <CardsSection imagePath={imagePath} />
      <MapSection tiles={tiles} />
      <FormSection />
      <FormatSection />
    </div>
  );
}

export default Showcase;
