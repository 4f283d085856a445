import { Carousel } from '../../components/Carousel/Carousel';
import { Image } from '../../components/Image/Image';
import { Scrollbar } from '../../components/Scrollbar/Scrollbar';
import { Example, Section } from '../Section';
import styles from '../Showcase.module.css';

const SLIDES = ['Фасад', 'Двор', 'Лобби', 'Парк', 'Набережная'];

export function MediaSection({ imagePath }: { imagePath?: string }) {
  const slides = SLIDES.map((slide) => (
    <div key={slide} className={styles.slide}>
      {slide}
    </div>
  ));
  return (
    <Section id="media" title="Carousel, Image, Scrollbar">
      <Example title="Carousel, по кругу" wide>
        <Carousel label="Фотографии проекта" loop>
          {slides}
        </Carousel>
      </Example>
      <Example title="Carousel, три слайда" wide>
        <Carousel label="Ход строительства" slidesPerView={3}>
          {slides}
        </Carousel>
      </Example>
      <Example title="Image">
        <Image path={imagePath} alt="Фасад дома" aspectRatio="4 / 3" sizes="36rem" style={{ width: '100%' }} />
      </Example>
      <Example title="Image, png и без превью">
        <Image path={imagePath} alt="Фасад дома, png" aspectRatio="4 / 3" sizes="36rem" webp={false} preview={false} lazy={false} style={{ width: '100%' }} />
      </Example>
      <Example title="Scrollbar, вертикальный">
        <Scrollbar maxSize="16rem" label="Список корпусов">
          <ul className={styles.scrollList}>
            {Array.from({ length: 20 }, (_, index) => (
              <li key={index}>Корпус {index + 1}</li>
            ))}
          </ul>
        </Scrollbar>
      </Example>
      <Example title="Scrollbar, горизонтальный">
        <Scrollbar orientation="horizontal" label="Фильтры">
          <div className={styles.chips}>
            {['Студии', 'С отделкой', 'Вид на парк', 'Высокие потолки', 'Терраса', 'Две ванные', 'У метро'].map((chip) => (
              <span key={chip}>{chip}</span>
            ))}
          </div>
        </Scrollbar>
      </Example>
    </Section>
  );
}
