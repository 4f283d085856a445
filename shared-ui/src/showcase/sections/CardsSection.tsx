import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { Button } from '../../components/Button/Button';
import { LotCard } from '../../components/LotCard/LotCard';
import { PromoCard } from '../../components/PromoCard/PromoCard';
import { Example, Section } from '../Section';
import styles from '../Showcase.module.css';

export function CardsSection({ imagePath, layoutPath }: { imagePath?: string; layoutPath?: string }) {
  return (
    <Section id="cards" title="PromoCard, LotCard">
      <Example title="PromoCard, по умолчанию">
        <PromoCard className={styles.card} name="Семейная ипотека" text="От 6% на весь срок" image={imagePath} link={sitePaths.purchase(3)} />
      </Example>
      <Example title="PromoCard, внешняя ссылка">
        <PromoCard className={styles.card} name="Трейд-ин" text="Зачтём вашу квартиру" link="https://example.ru/trade-in" buttonText="Узнать условия" />
      </Example>
      <Example title="PromoCard, недоступна">
        <PromoCard className={styles.card} name="Скоро старт продаж" link={sitePaths.projects()} disabled />
      </Example>
      <Example title="LotCard, квартира со скидкой">
        <LotCard
          className={styles.card}
          href={sitePaths.selection('flat', { rooms: '2' })}
          image={layoutPath}
          imageAlt="Планировка квартиры"
          rooms={2}
          area={54.3}
          floor={5}
          floorsTotal={17}
          project="Парковый квартал"
          building="корпус 2"
          completion="IV кв. 2026"
          price={12500000}
          oldPrice={13100000}
          badges={['С отделкой', 'Вид на парк']}
          actions={
            <Button size="s" variant="outline" aria-label="В избранное">
              ♡
            </Button>
          }
        />
      </Example>
      <Example title="LotCard, студия">
        <LotCard className={styles.card} href={sitePaths.selection('flat', { rooms: '0' })} image={layoutPath} imageAlt="Планировка студии" rooms={0} area={24.1} floor={3} floorsTotal={9} project="Тульский двор" completion="Сдан" price={4900000} />
      </Example>
      <Example title="LotCard, машиноместо">
        <LotCard className={styles.card} image={layoutPath} imageAlt="Схема паркинга" title="Машиноместо" area={13.25} project="Парковый квартал" price={1900000} />
      </Example>
    </Section>
  );
}
