// The photos of a publication in a carousel (one slide on phones, two from tablets up).
import { Carousel } from '@estate/shared-ui/components/Carousel/Carousel';
import { Image } from '@estate/shared-ui/components/Image/Image';
import styles from './PublicationPage.module.css';

export const GALLERY_LABEL = 'Фотографии публикации';

export interface PublicationGalleryProps {
  images: readonly string[];
  title: string;
  webp: boolean;
}

export function PublicationGallery({ images, title, webp }: PublicationGalleryProps) {
  if (images.length === 0) return null;
  const single = images.length === 1;
  return (
    <section className={styles.gallery}>
      <Carousel label={GALLERY_LABEL} slidesPerView={single ? 1 : { mobile: 1, tablet: 2, desktop: 2 }}>
        {images.map((path, index) => (
          <Image
            key={path}
            path={path}
            alt={`${title} — фото ${index + 1}`}
            aspectRatio="3 / 2"
            sizes={single ? '(max-width: 767px) 100vw, 96rem' : '(max-width: 767px) 100vw, 48rem'}
            webp={webp}
            className={styles.slide}
          />
        ))}
      </Carousel>
    </section>
  );
}
