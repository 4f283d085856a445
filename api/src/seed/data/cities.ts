/** The two city sites and the contacts of their central sales offices. */
export interface CityPlan {
  id: number;
  slug: 'moskva' | 'tula';
  title: string;
  abbreviation: string;
  titleIn: string;
  isDefault: boolean;
  lat: number;
  lng: number;
  inn: string;
  office: { phone: string; email: string; address: string; lat: number; lng: number; metro: string | null };
  showroom: { name: string; address: string; lat: number; lng: number; project: string };
}

export const cityPlans: readonly CityPlan[] = [
  {
    id: 1,
    slug: 'moskva',
    title: 'Москва',
    abbreviation: 'МСК',
    titleIn: 'в Москве',
    isDefault: true,
    lat: 55.7558,
    lng: 37.6173,
    inn: '7714123456',
    office: {
      phone: '+74951234567',
      email: 'sales@gorizont-dev.ru',
      address: 'Москва, ул. Правды, 26',
      lat: 55.7876,
      lng: 37.5795,
      metro: 'Савёловская',
    },
    showroom: { name: 'Шоу-рум «Береговой»', address: 'Москва, Береговой проезд, 5, стр. 1', lat: 55.7455, lng: 37.4951, project: 'beregovoy' },
  },
  {
    id: 2,
    slug: 'tula',
    title: 'Тула',
    abbreviation: 'ТУЛ',
    titleIn: 'в Туле',
    isDefault: false,
    lat: 54.1931,
    lng: 37.6173,
    inn: '7107654321',
    office: {
      phone: '+74872250505',
      email: 'tula@gorizont-dev.ru',
      address: 'Тула, проспект Ленина, 57',
      lat: 54.1875,
      lng: 37.6006,
      metro: null,
    },
    showroom: { name: 'Офис продаж «Новая Тула»', address: 'Тула, ул. Рязанская, 46', lat: 54.1856, lng: 37.6411, project: 'novaya-tula' },
  },
];

export const socialLinks = [
  {
    link: 'https://vk.com/gorizont_dev',
    icon: 'vk',
    icon_content:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="currentColor" d="M12.8 17.5C6.6 17.5 3.1 13.3 3 6.5h3.1c.1 5 2.3 7.1 4.1 7.5V6.5h2.9v4.3c1.8-.2 3.6-2.2 4.3-4.3h2.9c-.5 2.6-2.5 4.6-3.9 5.4 1.4.7 3.7 2.4 4.5 5.6h-3.2c-.7-2.1-2.4-3.8-4.6-4v4z"/></svg>',
  },
  {
    link: 'https://t.me/gorizont_dev',
    icon: 'telegram',
    icon_content:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="currentColor" d="M20.7 4.3 3.4 11c-1.2.5-1.2 1.2-.2 1.5l4.4 1.4 1.7 5.2c.2.6.4.8.8.8.4 0 .6-.2.9-.5l2.1-2.1 4.4 3.3c.8.4 1.4.2 1.6-.8l2.9-13.7c.3-1.2-.4-1.7-1.3-1.4zM9 13.9l8.6-5.4c.4-.3.8-.1.5.2l-7.2 6.5-.3 3.3z"/></svg>',
  },
  {
    link: 'https://rutube.ru/channel/gorizont_dev',
    icon: 'rutube',
    icon_content:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="currentColor" d="M4 5h11.5C18 5 19 6.4 19 8.4c0 1.7-.9 2.9-2.5 3.3L19 19h-3.2l-2.3-7H7v7H4zm3 2.7v1.9h7.6c.8 0 1.2-.3 1.2-1s-.4-.9-1.2-.9zM19.5 3a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"/></svg>',
  },
];
