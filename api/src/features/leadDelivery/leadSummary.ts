import type { LotKind } from '../../shared/lots/lotSchemas';
import { kindLabels } from '../../domain/lotVocabulary';
import type { LeadLot, LeadMessage } from '../../shared/leads/leadMessage';

const number = new Intl.NumberFormat('ru-RU');
const moscowTime = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' });

/** 'Квартира № 12, «Береговой», корпус 2, этаж 5, 2-комн., 54,3 м², 12 345 678 ₽' */
export function lotLine(lot: LeadLot): string {
  const rooms = lot.rooms === null ? null : lot.rooms === 0 ? 'студия' : `${lot.rooms}-комн.`;
  return [
    `${kindLabels[lot.kind as LotKind] ?? lot.kind} № ${lot.number}`,
    `«${lot.project}»`,
    lot.building,
    `этаж ${lot.floor}`,
    rooms,
    `${number.format(lot.area)} м²`,
    `${number.format(lot.price)} ₽`,
    `id ${lot.id}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** '2026-03-12' → '12.03.2026' */
const ruDate = (iso: string) => iso.split('-').reverse().join('.');

/** The lead as labelled lines, in Russian: the e-mail's body and the Bitrix24 comment. */
export function leadLines(lead: LeadMessage): [string, string][] {
  const lines: [string, string | null][] = [
    ['Форма', lead.form],
    ['Город', lead.city_name ?? lead.city],
    ['Телефон', lead.phone],
    ['Имя', lead.name],
    ['E-mail', lead.email],
    ['Комментарий', lead.comment],
    ['Объект', lead.lot ? lotLine(lead.lot) : null],
    [
      lead.type === 'viewing' ? 'Просмотр' : 'Экскурсия',
      lead.excursion
        ? [`${ruDate(lead.excursion.date)} в ${lead.excursion.time}`, lead.excursion.title && `«${lead.excursion.title}»`, lead.excursion.office && `офис: ${lead.excursion.office}`]
            .filter(Boolean)
            .join(', ')
        : null,
    ],
    [
      'Бронь на сайте',
      lead.booking
        ? `лот удерживается до ${moscowTime.format(new Date(lead.booking.hold_until))} МСК; не подтверждённый к этому времени в системе продаж, он снова станет свободным`
        : null,
    ],
    ['Страница', lead.page_url],
    ['UTM', Object.entries(lead.utm).map(([key, value]) => `${key}=${value}`).join(', ') || null],
    ['Metrica client id', lead.metrica_client_id],
    ['Согласие на обработку ПД', `${moscowTime.format(new Date(lead.consent.given_at))} МСК, IP ${lead.consent.ip}, версия ${lead.consent.version}`],
    ['Принята', `${moscowTime.format(new Date(lead.created_at))} МСК`],
    ['Номер заявки', `${lead.id} (${lead.source} ${lead.number})`],
  ];
  return lines.filter((line): line is [string, string] => line[1] !== null && line[1] !== '');
}
