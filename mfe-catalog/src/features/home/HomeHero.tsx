// The home page's first screen: the city's headline and slides (GET /api/main_pages/?city=).
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import type { ShellContext } from '@estate/shared-api';
import type { MainPage } from '@estate/shared-api/dto/content';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Carousel } from '@estate/shared-ui/components/Carousel/Carousel';
import { Image } from '@estate/shared-ui/components/Image/Image';
import styles from './HomeView.module.css';

export const HOME_TITLE = 'Квартиры в новостройках от застройщика';

export function HomeHero({ ctx, page }: { ctx: ShellContext; page: MainPage | undefined }) {
  return (
    <div className={styles.hero}>
      <div className={styles.heroText}>
        <h1 className={styles.heroTitle}>{page?.title ?? HOME_TITLE}</h1>
        {/* until the page arrives its subtitle's lines are kept, so the buttons below do not jump */}
        {page ? (
          page.subtitle && <p className={styles.heroSubtitle}>{page.subtitle}</p>
        ) : (
          <p className={`${styles.heroSubtitle} ${styles.subtitlePending}`} aria-hidden="true" />
        )}
        <div className={styles.heroActions}>
          <Button href={sitePaths.selection('flat')}>Подобрать квартиру</Button>
          <Button href={sitePaths.projects()} variant="outline">
            Все проекты
          </Button>
        </div>
      </div>
      <div className={styles.heroSlides}>
        {page && page.slides.length > 0 ? (
          <Carousel label="Предложения" loop>
            {page.slides.map((slide, index) => (
              <div key={slide.id} className={styles.slide}>
                <Image
                  path={slide.image}
                  alt=""
                  sizes="(max-width: 1279px) 100vw, 84rem"
                  webp={ctx.device.webp}
                  lazy={index > 0}
                  aspectRatio="16 / 10"
                  className={styles.slideImage}
                />
                <div className={styles.slideCaption}>
                  <p className={styles.slideTitle}>{slide.title}</p>
                  <p className={styles.slideText}>{slide.text}</p>
                  {slide.link && (
                    <Button href={slide.link} size="s" variant="secondary">
                      {slide.button_text || 'Подробнее'}
                    </Button>
                  )}
                </div>
              </div>
            ))}
          </Carousel>
        ) : (
          <div className={styles.slidePlaceholder}>
            <div className={styles.slidePlaceholderImage} />
            <div className={styles.slidePlaceholderCaption} />
          </div>
        )}
      </div>
    </div>
  );
}
