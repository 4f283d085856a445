import type { MenuCard } from '@estate/shared-api/dto/baseData';
import type { PromoCardProps } from '@estate/shared-ui/components/PromoCard/PromoCard';

/** A promo card of base data (cards_in_*_menu) as the header promo card of product §3. */
export function toPromoCard(card: MenuCard): PromoCardProps {
  return {
    name: card.title,
    text: card.description,
    image: card.image,
    link: card.link || undefined,
    buttonText: card.button_text || undefined,
    buttonTextColor: card.button_text_color || undefined,
    color: card.text_color || undefined,
  };
}
