// The photos of a publication in a carousel (one slide on phones, two from tablets up).
import { Carousel } from '@estate/shared-ui/components/Carousel/Carousel';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { useBreakpoint } from '@estate/shared-ui/hooks/useBreakpoint';
import styles from './PublicationPage.module.css';

export const GALLERY_LABEL = 'Фотографии публикации';

export interface PublicationGalleryProps {
  images: readonly string[];
  title: string;
  webp: boolean;
  /** the width to assume before the window is known */
  serverWidth: number;
}

export function PublicationGallery({ images, title, webp, serverWidth }: PublicationGalleryProps) {
  const { isMobile } = useBreakpoint(serverWidth);
  if (images.length === 0) return null;
  const perView = isMobile || images.length === 1 ? 1 : 2;
  return (
    <section className={styles.gallery}>
      <Carousel label={GALLERY_LABEL} slidesPerView={perView}>
        {images.map((path, index) => (
          <Image
            key={path}
            path={path}
            alt={`${title} — фото ${index + 1}`}
            aspectRatio="3 / 2"
            sizes={perView === 1 ? '(max-width: 767px) 100vw, 96rem' : '48rem'}
            webp={webp}
            className={styles.slide}
          />
        ))}
      </Carousel>
    </section>
  );
}
