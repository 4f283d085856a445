import { formatPhone, mailtoHref, telHref } from './phone';

describe('formatPhone', () => {
  it.each([
    ['+74951234567', '+7 495 123-45-67'],
    ['84872123456', '+7 487 212-34-56'],
    ['8 (487) 250-00-11', '+7 487 250-00-11'],
    ['112', '112'],
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('groups as the input mask does when asked', () => {
    expect(formatPhone('79991234567', 'mask')).toBe('+7 999 123 45 67');
    expect(formatPhone('112', 'mask')).toBe('112');
  });
});

describe('links', () => {
  it('builds a tel: link of the digits', () => {
    expect(telHref('+7 (495) 123-45-67')).toBe('tel:+74951234567');
    expect(telHref('8 495 123 45 67')).toBe('tel:+74951234567');
  });

  it('builds a mailto: link', () => {
    expect(mailtoHref(' sales@example.ru ')).toBe('mailto:sales@example.ru');
  });
});
