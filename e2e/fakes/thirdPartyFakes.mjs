// Local fakes of the site's third-party services, each on its own origin (`<service>.localhost:<port>`, which
// Chromium resolves to the loopback address), implementing their documented interfaces just enough for
// the pages to use them: SmartCaptcha (captcha.js and the server's /validate), Yandex Metrica (tag.js, its hits),
// the tag manager (gtm.js, its pixel), Calltouch (the widget's init.js and the requests API) and map tiles.
// `node e2e/fakes/thirdPartyFakes.mjs` prints one line of JSON: the environment that points a site at them.
import { spawn } from 'node:child_process';
import http from 'node:http';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** A 1×1 PNG (tiles are stretched to 256 px by the map; a pixel is all a test needs). */
function png() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 0xe8, 0xe4, 0xdc]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const captchaJs = (origin) => `(() => {
  const widgets = new Map();
  window.smartCaptcha = {
    render(container, options) {
      const id = widgets.size + 1;
      const frame = document.createElement('iframe');
      frame.src = '${origin}/checkbox.html';
      frame.title = 'SmartCaptcha';
      frame.style.cssText = 'width:0;height:0;border:0';
      (typeof container === 'string' ? document.getElementById(container) : container).appendChild(frame);
      widgets.set(id, { options, listeners: {} });
      return id;
    },
    execute(id) {
      fetch('${origin}/check', { method: 'POST' }).then(() => {
        const widget = widgets.get(id);
        if (!widget) return;
        const token = 'fake-token-' + id + '-' + Date.now();
        widget.token = token;
        widget.options.callback && widget.options.callback(token);
        (widget.listeners.success || []).forEach((cb) => cb(token));
      });
    },
    getResponse: (id) => widgets.get(id)?.token ?? '',
    reset(id) { const widget = widgets.get(id); if (widget) widget.token = ''; },
    destroy: (id) => widgets.delete(id),
    subscribe(id, event, cb) {
      const widget = widgets.get(id);
      if (!widget) return () => undefined;
      (widget.listeners[event] ??= []).push(cb);
      return () => {
        widget.listeners[event] = widget.listeners[event].filter((other) => other !== cb);
      };
    },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();`;

const metricaJs = (origin) => `(() => {
  const queue = (window.ym && window.ym.a) || [];
  const hit = (args) => { new Image().src = '${origin}/watch/' + encodeURIComponent(String(args[0])) + '?event=' + encodeURIComponent(String(args[1])); };
  window.ym = (...args) => hit(args);
  queue.forEach(hit);
  fetch('${origin}/watch/start', { method: 'POST', body: location.href });
})();`;

const tagManagerJs = (origin) => `(() => {
  (window.dataLayer = window.dataLayer || []).push({ event: 'gtm.load' });
  new Image().src = '${origin}/pixel?id=' + encodeURIComponent(new URL(document.currentScript.src).searchParams.get('id'));
})();`;

const callWidgetJs = (origin) => `(() => {
  const ct = window.ct;
  const session = 'fake-session-' + Date.now();
  window.ct = Object.assign((command) => (command === 'calltracking_params' ? { sessionId: session } : undefined), { loaded: true });
  fetch('${origin}/widget/visit', { method: 'POST', body: JSON.stringify({ page: location.href }) });
  (ct && ct.callbacks || []).forEach((args) => window.ct(...args));
})();`;

/** Starts the fakes on one port; resolves with the site environment that uses them and the calls they saw. */
export async function startThirdPartyFakes(port = 0) {
  const calls = [];
  const tile = png();
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0];
    const url = new URL(req.url ?? '/', 'http://fake');
    const origin = `http://${req.headers.host}`;
    const cors = {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    };
    const send = (status, type, body) =>
      res.writeHead(status, { ...cors, 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body);
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      calls.push({ host, method: req.method, path: url.pathname });
      if (req.method === 'OPTIONS') return send(204, 'text/plain', '');
      const service = host.split('.')[0];
      if (url.pathname === '/validate')
        return send(200, 'application/json', JSON.stringify({ status: 'ok', message: '' }));
      if (service === 'captcha' && url.pathname === '/captcha.js')
        return send(200, 'text/javascript', captchaJs(origin));
      if (service === 'captcha' && url.pathname === '/checkbox.html')
        return send(200, 'text/html', '<!doctype html><title>captcha</title><p>ok</p>');
      if (service === 'metrica' && url.pathname === '/metrika/tag.js')
        return send(200, 'text/javascript', metricaJs(origin));
      if (service === 'tags' && url.pathname === '/gtm.js')
        return send(200, 'text/javascript', tagManagerJs(origin));
      if (service === 'calltouch' && url.pathname === '/init.js')
        return send(200, 'text/javascript', callWidgetJs(origin));
      if (
        service === 'calltouch-api' &&
        /^\/calls-service\/RestAPI\/requests\/[^/]+\/register\/$/.test(url.pathname)
      ) {
        return send(200, 'application/json', JSON.stringify({ requestId: calls.length }));
      }
      if (service === 'tiles') return send(200, 'image/png', tile);
      if (req.method === 'POST' || url.pathname.startsWith('/watch') || url.pathname === '/pixel')
        return send(200, 'image/gif', '');
      return send(404, 'application/json', '{"error":"not found"}');
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = server.address().port;
  const at = (service) => `http://${service}.localhost:${actual}`;
  return {
    calls,
    close: () => new Promise((resolve) => server.close(resolve)),
    env: {
      SMARTCAPTCHA_SITE_KEY: 'fake-site-key',
      SMARTCAPTCHA_SCRIPT_URL: `${at('captcha')}/captcha.js`,
      SMARTCAPTCHA_SERVER_KEY: 'fake-server-key',
      SMARTCAPTCHA_VALIDATE_URL: `http://127.0.0.1:${actual}/validate`,
      METRICA_COUNTER_ID: '12345678',
      METRICA_SCRIPT_URL: `${at('metrica')}/metrika/tag.js`,
      TAG_MANAGER_ID: 'GTM-FAKE',
      TAG_MANAGER_SCRIPT_URL: `${at('tags')}/gtm.js`,
      CALLTOUCH_SITE_ID: 'fake-site',
      CALLTOUCH_MOD_ID: 'fake-mod',
      CALLTOUCH_WIDGET_URL: `${at('calltouch')}/init.js`,
      CALLTOUCH_API_URL: at('calltouch-api'),
      MAP_TILES_URL: `${at('tiles')}/{z}/{x}/{y}.png`,
      MAP_TILES_ATTRIBUTION: '© Тестовые тайлы',
    },
  };
}

/**
 * The fakes in a process of their own (the e2e runner and `npm test` block while the suite runs): resolves with
 * the site environment for them and a stop function.
 */
export async function spawnThirdPartyFakes() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the third-party fakes exited with ${code}`)));
  });
  return { env: JSON.parse(line), stop: () => child.kill('SIGTERM') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  startThirdPartyFakes(Number(process.env.PORT ?? 0)).then((fakes) => {
    console.log(JSON.stringify(fakes.env));
    const stop = () => fakes.close().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}
