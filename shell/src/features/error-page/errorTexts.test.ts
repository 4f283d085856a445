import { errorTexts } from './errorTexts';

describe('error page texts (product §2)', () => {
  it.each([
    [404, 'Страница не найдена...', 'Но мы нашли много вариантов квартир'],
    [505, 'возникли проблемы с сервером', null],
    [500, 'Мы улучшаем наш сайт', null],
    [503, 'Мы улучшаем наш сайт', null],
  ])('%i', (status, title, description) => {
    expect(errorTexts(status)).toEqual({ title, description });
  });
});
