// The notice after a toggle (product §4 Notification): the shell's notification strip shows it and clears it after 3 s.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import type { LotList, Notice } from '@estate/shared-api';

const texts: Record<LotList, { added: string; removed: string; href: string; label: string }> = {
  favorites: { added: 'Добавлено в избранное', removed: 'Удалено из избранного', href: sitePaths.favorites(), label: 'Перейти в избранное' },
  comparison: { added: 'Добавлено к сравнению', removed: 'Удалено из сравнения', href: sitePaths.comparison(), label: 'Перейти к сравнению' },
};

export function toggleNotice(list: LotList, action: 'added' | 'removed'): Notice {
  const text = texts[list];
  return { title: text[action], link: { href: text.href, label: text.label } };
}
