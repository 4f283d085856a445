import { socialLabel } from './socialLinks';

describe('social links', () => {
  it('names the known networks in Russian', () => {
    expect(socialLabel('vk')).toBe('ВКонтакте');
    expect(socialLabel('telegram')).toBe('Telegram');
    expect(socialLabel('other')).toBe('other');
  });
});
