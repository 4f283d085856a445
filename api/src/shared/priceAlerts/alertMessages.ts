import type { AlertEmail } from './alertEmail';

/** What the e-mails say about a lot: its name and the address of its page. */
const roubles = new Intl.NumberFormat('ru-RU');
const formatRoubles = (value: number) => `${roubles.format(value)} ₽`;

export interface AlertLot {
  title: string;
  page_url: string;
}

export const alertLinks = (origin: string, token: string) => ({
  confirm: `${origin}/api/price_alerts/confirm/?token=${token}`,
  unsubscribe: `${origin}/api/price_alerts/unsubscribe/?token=${token}`,
});

const footer = (unsubscribe: string) => `\n\nОтписаться от уведомлений о цене: ${unsubscribe}\n`;

/** The double opt-in letter: nothing is sent about prices until its link is followed. */
export function confirmationEmail(to: string, lot: AlertLot, links: ReturnType<typeof alertLinks>): AlertEmail {
  return {
    to,
    subject: `Подтвердите подписку на снижение цены: ${lot.title}`,
    text:
      `Здравствуйте!\n\nВы подписались на уведомления о снижении цены: ${lot.title}\n${lot.page_url}\n\n` +
      `Чтобы получать их, подтвердите адрес: ${links.confirm}\n\nЕсли вы не подписывались, просто не отвечайте на это письмо.` +
      footer(links.unsubscribe),
    unsubscribe_url: links.unsubscribe,
  };
}

export function priceDropEmail(to: string, lot: AlertLot, prices: { before: number; now: number }, unsubscribe: string): AlertEmail {
  return {
    to,
    subject: `Цена снижена: ${lot.title}`,
    text:
      `Здравствуйте!\n\nЦена снижена: ${lot.title}\nБыло: ${formatRoubles(prices.before)}\nСтало: ${formatRoubles(prices.now)}\n\n` +
      `Посмотреть: ${lot.page_url}` +
      footer(unsubscribe),
    unsubscribe_url: unsubscribe,
  };
}
