/** @jest-environment node */
import { readDevice } from './device';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ipad15 =
  'Mozilla/5.0 (iPad; CPU OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1';
const macChrome =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

it('tells the device type from the user agent', () => {
  expect(readDevice({ 'user-agent': iphone }).type).toBe('mobile');
  expect(readDevice({ 'user-agent': android }).type).toBe('mobile');
  expect(readDevice({ 'user-agent': ipad15 }).type).toBe('tablet');
  expect(readDevice({ 'user-agent': macChrome }).type).toBe('desktop');
});

it('prefers CDN device headers', () => {
  expect(readDevice({ 'user-agent': macChrome, 'cloudfront-is-mobile-viewer': 'true' }).type).toBe('mobile');
  expect(readDevice({ 'user-agent': iphone, 'x-device-type': 'tablet' }).type).toBe('tablet');
});

it('reads webp from Accept or Safari 16 and later', () => {
  expect(readDevice({ 'user-agent': macChrome, accept: 'image/avif,image/webp,*/*' }).webp).toBe(true);
  expect(readDevice({ 'user-agent': iphone }).webp).toBe(true);
  expect(readDevice({ 'user-agent': ipad15 }).webp).toBe(false);
});

it('sets the iOS, Mac, Safari and touch flags', () => {
  expect(readDevice({ 'user-agent': iphone })).toMatchObject({
    ios: true,
    mac: false,
    safari: true,
    touch: true,
  });
  expect(readDevice({ 'user-agent': macChrome })).toMatchObject({
    ios: false,
    mac: true,
    safari: false,
    touch: false,
  });
});
