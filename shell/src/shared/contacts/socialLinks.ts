const names: Record<string, string> = {
  vk: 'ВКонтакте',
  telegram: 'Telegram',
  rutube: 'Rutube',
  youtube: 'YouTube',
  dzen: 'Дзен',
  ok: 'Одноклассники',
  whatsapp: 'WhatsApp',
};

/** The accessible name of a social network's icon link. */
export function socialLabel(icon: string): string {
  return names[icon] ?? icon;
}
