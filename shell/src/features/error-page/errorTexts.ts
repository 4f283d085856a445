// SPEC §2 Error page: the texts per status, and the second button's label per device.
import type { DeviceType } from '@estate/shared-api';

export interface ErrorTexts {
  title: string;
  description: string | null;
}

export function errorTexts(status: number): ErrorTexts {
  if (status === 404)
    return { title: 'Страница не найдена...', description: 'Но мы нашли много вариантов квартир' };
  if (status === 505) return { title: 'возникли проблемы с сервером', description: null };
  return { title: 'Мы улучшаем наш сайт', description: null };
}

export function projectsButtonLabel(device: DeviceType): string {
  return device === 'desktop' ? 'Выбрать проекты' : 'Проекты';
}
