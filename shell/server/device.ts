// product §4 Device type: mobile, tablet or desktop from CDN device headers when present, else the User-Agent;
// webp from the Accept header or Safari ≥ 16; iOS, Mac, Safari and touch flags.
// CDN headers read: CloudFront-Is-Mobile-Viewer / CloudFront-Is-Tablet-Viewer ("true"), and X-Device-Type
// (mobile|tablet|desktop) as set by other CDNs or a reverse proxy.
import type { IncomingHttpHeaders } from 'node:http';
import type { Device, DeviceType } from '@estate/shared-api';

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function typeFromCdn(headers: IncomingHttpHeaders): DeviceType | null {
  const explicit = header(headers, 'x-device-type').toLowerCase();
  if (explicit === 'mobile' || explicit === 'tablet' || explicit === 'desktop') return explicit;
  if (header(headers, 'cloudfront-is-tablet-viewer') === 'true') return 'tablet';
  if (header(headers, 'cloudfront-is-mobile-viewer') === 'true') return 'mobile';
  return null;
}

function typeFromUserAgent(ua: string): DeviceType {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return 'mobile';
  return 'desktop';
}

export function readDevice(headers: IncomingHttpHeaders): Device {
  const ua = header(headers, 'user-agent');
  const safari = /Safari\//.test(ua) && !/Chrome|Chromium|CriOS|FxiOS|Edg|OPR|Android/.test(ua);
  const safariVersion = Number(/Version\/(\d+)/.exec(ua)?.[1] ?? 0);
  const ios = /iPhone|iPad|iPod/.test(ua);
  return {
    type: typeFromCdn(headers) ?? typeFromUserAgent(ua),
    webp: header(headers, 'accept').includes('image/webp') || (safari && safariVersion >= 16),
    ios,
    mac: /Macintosh|Mac OS X/.test(ua) && !ios,
    safari,
    touch: ios || /Android|Mobi|Touch/i.test(ua),
  };
}
