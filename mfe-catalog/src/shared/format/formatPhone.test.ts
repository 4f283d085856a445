import { formatPhone } from './formatPhone';

it('prints a Russian phone number in groups', () => {
  expect(formatPhone('+74951234567')).toBe('+7 495 123-45-67');
  expect(formatPhone('84872123456')).toBe('+7 487 212-34-56');
  expect(formatPhone('112')).toBe('112');
});
