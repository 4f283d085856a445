// product §2 Error page: the texts per status, and the second button's labels (desktop widths and the others).

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

/** The projects button reads the first from 1280 px on, the second below (the stylesheet shows one). */
export const PROJECTS_BUTTON = { desktop: 'Выбрать проекты', narrower: 'Проекты' } as const;
