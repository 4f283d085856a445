import { formatPhone, mailtoHref, routeUrl, telHref } from './contactLinks';

describe('contact links', () => {
  it('formats Russian phone numbers and keeps others as given', () => {
    expect(formatPhone('+74951234567')).toBe('+7 495 123-45-67');
    expect(formatPhone('8 (487) 250-00-11')).toBe('+7 487 250-00-11');
    expect(formatPhone('112')).toBe('112');
  });

  it('builds tel: and mailto: links', () => {
    expect(telHref('+7 (495) 123-45-67')).toBe('tel:+74951234567');
    expect(telHref('8 495 123 45 67')).toBe('tel:+74951234567');
    expect(mailtoHref(' sales@example.ru ')).toBe('mailto:sales@example.ru');
  });

  it('builds a route to the coordinates', () => {
    expect(routeUrl({ lat: 55.75, lng: 37.61 })).toBe('https://yandex.ru/maps/?rtext=~55.75,37.61&rtt=auto');
  });
});
