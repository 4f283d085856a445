// The /ui page: every shared-ui component in its variants and states. The shell mounts it (inside its router)
// on test stages only. The image paths default to images the API's seed generates; `tiles` defaults to none,
// so the map needs no network.
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
  /** a photo the API serves under /img/ */
  imagePath?: string;
  /** a lot layout the API serves under /img/ */
  layoutPath?: string;
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

export function Showcase({ imagePath = 'renders/render-1.jpg', layoutPath = 'layouts/flat-2-1.png', tiles }: ShowcaseProps) {
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
      <CardsSection imagePath={imagePath} layoutPath={layoutPath} />
      <MapSection tiles={tiles} />
      <FormSection />
      <FormatSection />
    </div>
  );
}

export default Showcase;
