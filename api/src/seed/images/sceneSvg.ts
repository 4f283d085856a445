import type { Prng } from '../prng';
import type { Palette } from './palettes';
import { el, linearGradient, svgDocument } from './svg';

const WIDTH = 1600;
const HEIGHT = 1000;

function windowPattern(id: string, palette: Palette, frame: string): string {
  return el(
    'pattern',
    { id, width: 28, height: 34, patternUnits: 'userSpaceOnUse' },
    el('rect', { width: 28, height: 34, fill: frame }) + el('rect', { x: 6, y: 7, width: 16, height: 20, fill: palette.window, opacity: 0.85 }),
  );
}

function trees(prng: Prng, palette: Palette, count: number, baseY: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = prng.int(20, WIDTH - 20);
    const r = prng.int(22, 46);
    out += el('rect', { x: x - 4, y: baseY - 10, width: 8, height: 40, fill: '#6b5444' });
    out += el('circle', { cx: x, cy: baseY - 10 - r * 0.6, r, fill: palette.green, opacity: prng.float(0.8, 1) });
  }
  return out;
}

/** An architectural render: sky, a skyline far away, three to five towers with window grids, trees in front. */
export function projectRenderSvg(prng: Prng, palette: Palette): string {
  const horizon = 760;
  const defs =
    linearGradient('sky', palette.skyTop, palette.skyBottom) +
    windowPattern('win', palette, palette.facade) +
    windowPattern('winDark', palette, palette.facadeDark);
  let body = el('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#sky)' });
  body += el('circle', { cx: prng.int(200, 1400), cy: prng.int(120, 260), r: 70, fill: '#fff6dc', opacity: 0.7 });
  for (let x = 0; x < WIDTH; x += prng.int(50, 90)) {
    const h = prng.int(80, 220);
    body += el('rect', { x, y: horizon - h, width: prng.int(40, 80), height: h, fill: palette.facadeDark, opacity: 0.25 });
  }
  const towers = prng.int(3, 5);
  const slot = WIDTH / towers;
  for (let i = 0; i < towers; i += 1) {
    const w = prng.int(220, Math.min(330, slot - 20));
    const x = i * slot + (slot - w) / 2 + prng.int(-20, 20);
    const h = prng.int(360, 640);
    const y = horizon - h;
    const dark = prng.chance(0.35);
    body += el('rect', { x, y, width: w, height: h, fill: dark ? 'url(#winDark)' : 'url(#win)' });
    body += el('rect', { x: x - 6, y: y - 14, width: w + 12, height: 16, fill: palette.accent });
    body += el('rect', { x: x + w * 0.62, y, width: w * 0.12, height: h, fill: palette.accent, opacity: 0.55 });
    body += el('rect', { x, y: horizon - 60, width: w, height: 60, fill: palette.facadeDark });
  }
  body += el('rect', { y: horizon, width: WIDTH, height: HEIGHT - horizon, fill: palette.ground });
  body += el('path', { d: `M0 ${horizon + 120} Q800 ${horizon + 40} 1600 ${horizon + 140} L1600 ${horizon + 180} Q800 ${horizon + 90} 0 ${horizon + 165} Z`, fill: '#eae6dc' });
  body += trees(prng, palette, 14, horizon + 60);
  return svgDocument(WIDTH, HEIGHT, body, defs);
}

/** A construction-site photo: a frame of floors going up, a tower crane, the fence. */
export function progressPhotoSvg(prng: Prng, palette: Palette): string {
  const horizon = 780;
  const defs = linearGradient('sky', palette.skyTop, palette.skyBottom);
  let body = el('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#sky)' });
  const floors = prng.int(6, 18);
  const floorH = 32;
  const x = prng.int(300, 700);
  const w = prng.int(420, 620);
  const built = prng.int(3, floors);
  for (let f = 0; f < floors; f += 1) {
    const y = horizon - (f + 1) * floorH;
    if (f < built) body += el('rect', { x, y, width: w, height: floorH - 4, fill: '#b9b4aa' });
    body += el('rect', { x, y: y + floorH - 6, width: w, height: 6, fill: '#8d877c' });
    for (let c = 0; c <= 6; c += 1) body += el('rect', { x: x + (c * (w - 10)) / 6, y, width: 10, height: floorH, fill: '#7d776c' });
  }
  const craneX = x + w + prng.int(60, 160);
  const top = horizon - floors * floorH - 160;
  body += el('rect', { x: craneX, y: top, width: 18, height: horizon - top, fill: palette.accent });
  body += el('rect', { x: craneX - 420, y: top, width: 620, height: 14, fill: palette.accent });
  body += el('line', { x1: craneX - 300, y1: top + 14, x2: craneX - 300, y2: top + 220, stroke: '#333', 'stroke-width': 3 });
  body += el('rect', { x: craneX - 320, y: top + 220, width: 40, height: 24, fill: '#555' });
  body += el('rect', { y: horizon, width: WIDTH, height: HEIGHT - horizon, fill: '#a39885' });
  body += el('rect', { y: horizon + 40, width: WIDTH, height: 90, fill: palette.facade, opacity: 0.9 });
  for (let i = 0; i < 8; i += 1) body += el('rect', { x: i * 210 + 30, y: horizon + 55, width: 150, height: 60, fill: palette.accent, opacity: 0.25 });
  return svgDocument(WIDTH, HEIGHT, body, defs);
}

/** An abstract cover for a publication or a promo card: overlapping shapes on a gradient. */
export function coverSvg(prng: Prng, palette: Palette): string {
  const defs = linearGradient('bg', palette.skyTop, palette.facade, false);
  let body = el('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#bg)' });
  const colors = [palette.accent, palette.window, palette.green, palette.facadeDark, '#ffffff'];
  for (let i = 0; i < 9; i += 1) {
    const color = prng.pick(colors);
    if (prng.chance(0.5)) {
      body += el('circle', { cx: prng.int(0, WIDTH), cy: prng.int(0, HEIGHT), r: prng.int(60, 320), fill: color, opacity: prng.float(0.25, 0.7) });
    } else {
      const x = prng.int(0, WIDTH);
      const y = prng.int(0, HEIGHT);
      body += el('rect', { x, y, width: prng.int(120, 520), height: prng.int(80, 420), fill: color, opacity: prng.float(0.25, 0.7), transform: `rotate(${prng.int(-30, 30)} ${x} ${y})` });
    }
  }
  for (let i = 0; i < 6; i += 1) body += el('rect', { x: 120 + i * 40, y: 820, width: 22, height: 22, fill: '#ffffff', opacity: 0.8 });
  return svgDocument(WIDTH, HEIGHT, body, defs);
}

/** An interior: a room in perspective with a big window, for offices and the gallery. */
export function interiorSvg(prng: Prng, palette: Palette): string {
  const defs = linearGradient('wall', palette.facade, palette.facadeDark) + linearGradient('sky', palette.skyTop, palette.skyBottom);
  let body = el('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#wall)' });
  body += el('polygon', { points: `0,${HEIGHT} 300,700 1300,700 ${WIDTH},${HEIGHT}`, fill: '#c8a880' });
  for (let i = 1; i < 12; i += 1) body += el('line', { x1: (i * WIDTH) / 12, y1: HEIGHT, x2: 300 + (i * 1000) / 12, y2: 700, stroke: '#a9896a', 'stroke-width': 2 });
  body += el('polygon', { points: '0,0 300,160 300,700 0,1000', fill: palette.facadeDark, opacity: 0.5 });
  body += el('polygon', { points: '1600,0 1300,160 1300,700 1600,1000', fill: palette.facadeDark, opacity: 0.4 });
  body += el('rect', { x: 420, y: 200, width: 760, height: 400, fill: 'url(#sky)' });
  body += el('rect', { x: 790, y: 200, width: 20, height: 400, fill: '#ffffff' });
  body += el('rect', { x: 420, y: 390, width: 760, height: 14, fill: '#ffffff' });
  const sofaColor = prng.pick([palette.accent, palette.window, palette.green]);
  body += el('rect', { x: 520, y: 720, width: 520, height: 110, rx: 24, fill: sofaColor });
  body += el('rect', { x: 520, y: 660, width: 520, height: 80, rx: 24, fill: sofaColor, opacity: 0.85 });
  body += el('ellipse', { cx: 1200, cy: 860, rx: 120, ry: 36, fill: '#6b5444' });
  body += el('circle', { cx: 360, cy: 650, r: 60, fill: palette.green });
  body += el('rect', { x: 345, y: 700, width: 30, height: 120, fill: '#8c6e5d' });
  return svgDocument(WIDTH, HEIGHT, body, defs);
}

/** A finishing swatch: floor, wall and trim of one finishing level. */
export function finishSwatchSvg(level: 'without' | 'white_box' | 'fine'): string {
  const floor = level === 'without' ? '#9a9a96' : level === 'white_box' ? '#cfcac2' : '#b98b5e';
  const wall = level === 'without' ? '#a7a39c' : level === 'white_box' ? '#f3f2ef' : '#e9dfd1';
  let body = el('rect', { width: WIDTH, height: HEIGHT, fill: wall });
  body += el('rect', { y: 640, width: WIDTH, height: 360, fill: floor });
  if (level === 'fine') {
    for (let y = 640; y < HEIGHT; y += 40) body += el('line', { x1: 0, y1: y, x2: WIDTH, y2: y, stroke: '#9c7248', 'stroke-width': 2 });
    body += el('rect', { y: 620, width: WIDTH, height: 20, fill: '#ffffff' });
    body += el('rect', { x: 1100, y: 180, width: 300, height: 380, fill: '#ffffff', stroke: '#d8cbb8', 'stroke-width': 8 });
  } else if (level === 'white_box') {
    for (let x = 0; x < WIDTH; x += 200) body += el('line', { x1: x, y1: 640, x2: x, y2: HEIGHT, stroke: '#bdb7ad', 'stroke-width': 2 });
    body += el('rect', { x: 700, y: 300, width: 60, height: 80, fill: '#ffffff', stroke: '#999', 'stroke-width': 3 });
  } else {
    for (let i = 0; i < 40; i += 1) body += el('circle', { cx: (i * 397) % WIDTH, cy: 660 + ((i * 113) % 320), r: 6, fill: '#858580' });
  }
  return svgDocument(WIDTH, HEIGHT, body);
}
