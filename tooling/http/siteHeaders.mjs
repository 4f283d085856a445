// The headers every response of every server of the site carries — the API, the shell server (documents, assets,
// robots.txt, remotes.json, its own errors) and the remotes' static server: no MIME sniffing, the referrer cut to
// the origin on other sites, and every powerful browser feature denied. The site uses none of them: its maps show
// tiles and pins without asking for the position, it copies and shares nothing through the browser's APIs, and no
// configured service (captcha, analytics, call tracking) needs one. A feature the site starts to use is allowed here.

/**
 * Features denied to the site and to every frame it embeds: each one Chromium knows (an unknown name is a console
 * warning on every page; Chromium on Linux, for one, knows no `web-share`).
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

export const SITE_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
});
