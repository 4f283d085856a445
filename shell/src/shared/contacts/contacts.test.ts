import { formatPhone, telHref } from './phone';
import { mapUrl } from './mapUrl';
import { socialLabel } from './socialLinks';

describe('phone', () => {
  it('groups a Russian number', () => {
    expect(formatPhone('+74951234567')).toBe('+7 495 123-45-67');
    expect(formatPhone('8 (487) 250-00-00')).toBe('+7 487 250-00-00');
  });
  it('leaves an unknown format as given', () => {
    expect(formatPhone('112')).toBe('112');
  });
  it('builds a tel: link of digits', () => {
    expect(telHref('+7 495 123-45-67')).toBe('tel:+74951234567');
    expect(telHref('84951234567')).toBe('tel:+74951234567');
  });
});

describe('mapUrl', () => {
  it('puts a pin at longitude,latitude', () => {
    expect(mapUrl({ lat: 55.75, lng: 37.62 })).toBe('https://yandex.ru/maps/?pt=37.62,55.75&z=16&l=map');
  });
});

describe('social links', () => {
  it('names the known networks in Russian', () => {
    expect(socialLabel('vk')).toBe('ВКонтакте');
    expect(socialLabel('telegram')).toBe('Telegram');
    expect(socialLabel('other')).toBe('other');
  });
});
