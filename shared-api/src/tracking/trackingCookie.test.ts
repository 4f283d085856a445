import { isProductHost } from './productHost';
import { keepTrackingParams, readTrackingParams, trackingCookieFor, TRACKING_COOKIE_MAX_AGE } from './trackingCookie';
import { pickTrackingParams } from './trackingParams';

const landing = '?utm_source=yandex&utm_medium=cpc&utm_campaign=spring&utm_term=flat&utm_content=ad1&_openstat=os&yclid=42&calltouch_tm=ct&page=2';

describe('pickTrackingParams', () => {
  it('keeps the eight parameters of product §3 and nothing else', () => {
    expect(pickTrackingParams(landing)).toEqual({
      utm_source: 'yandex',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'flat',
      utm_content: 'ad1',
      _openstat: 'os',
      yclid: '42',
      calltouch_tm: 'ct',
    });
    expect(pickTrackingParams('?utm_source=&page=1')).toEqual({});
  });
});

describe('isProductHost', () => {
  it.each([
    ['localhost', 'localhost:8080', true],
    ['tula.localhost', 'localhost:8080', true],
    ['example.ru', 'example.ru', true],
    ['tula.example.ru', 'example.ru', true],
    ['TULA.Example.RU', 'example.ru', true],
    ['notexample.ru', 'example.ru', false],
    ['example.ru.evil.com', 'example.ru', false],
    ['webcache.googleusercontent.com', 'example.ru', false],
    ['', 'example.ru', false],
  ])('%s on site %s → %s', (host, site, expected) => {
    expect(isProductHost(host, site)).toBe(expected);
  });
});

describe('trackingCookieFor', () => {
  it('stores the parameters for 7 days on the whole site domain', () => {
    const cookie = trackingCookieFor({ search: landing, hostname: 'tula.example.ru', protocol: 'https:' }, 'example.ru');
    expect(TRACKING_COOKIE_MAX_AGE).toBe(604800);
    expect(cookie).toContain('max-age=604800');
    expect(cookie).toContain('path=/');
    expect(cookie).toContain('domain=example.ru');
    expect(cookie).toContain('secure');
    expect(readTrackingParams(cookie ?? '')).toMatchObject({ utm_source: 'yandex', yclid: '42' });
  });

  it('sets a host-only cookie on localhost, without the Domain attribute', () => {
    const cookie = trackingCookieFor({ search: '?utm_source=vk', hostname: 'localhost' }, 'localhost:8080');
    expect(cookie).not.toContain('domain=');
    expect(cookie).not.toContain('secure');
  });

  it('sets nothing on a foreign host or without tracking parameters', () => {
    expect(trackingCookieFor({ search: landing, hostname: 'proxy.other.com' }, 'example.ru')).toBeNull();
    expect(trackingCookieFor({ search: '?page=1', hostname: 'example.ru' }, 'example.ru')).toBeNull();
  });
});

describe('keepTrackingParams', () => {
  beforeEach(() => {
    document.cookie = 'utm=; max-age=0; path=/';
  });

  it('writes document.cookie on a product host so the lead form can read the parameters back', () => {
    expect(keepTrackingParams({ search: '?utm_source=yandex&utm_campaign=Весна', hostname: 'localhost' }, 'localhost')).toBe(true);
    expect(readTrackingParams(document.cookie)).toEqual({ utm_source: 'yandex', utm_campaign: 'Весна' });
  });

  it('leaves cookies alone on another host', () => {
    const write = jest.fn();
    expect(keepTrackingParams({ search: landing, hostname: 'evil.com' }, 'example.ru', write)).toBe(false);
    expect(write).not.toHaveBeenCalled();
  });

  it('reads a damaged cookie as no parameters', () => {
    expect(readTrackingParams('utm=%7Bbroken')).toEqual({});
    expect(readTrackingParams('utm=%5B1%5D; other=1')).toEqual({});
  });
});
