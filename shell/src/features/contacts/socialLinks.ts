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

/** The icon markup of base data, when it is a plain inline SVG (no scripts, no event handlers); else null. */
export function safeIconMarkup(markup: string): string | null {
  const text = markup.trim();
  if (!/^<svg[\s>]/i.test(text) || !/<\/svg>$/i.test(text)) return null;
  if (/<script|<foreignObject|\son\w+\s*=|javascript:/i.test(text)) return null;
  return text;
}
