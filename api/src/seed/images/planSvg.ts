import type { PlanBox } from '../../shared/schemas/commonSchemas';
import type { PlanPoint } from './planGeometry';
import { el, svgDocument } from './svg';

const WIDTH = 1600;
const HEIGHT = 1000;

const px = (value: number, total: number): number => (value / 100) * total;

/** A floor (or parking/storage level) plan: the boxes of the units, a corridor, the lift and stair core. */
export function floorPlanSvg(boxes: readonly PlanBox[], style: 'flats' | 'parking' | 'storage' | 'commercial'): string {
  const background = style === 'parking' ? '#dfe2e5' : '#fbfaf7';
  let body = el('rect', { width: WIDTH, height: HEIGHT, fill: background });
  body += el('rect', { x: 60, y: 60, width: WIDTH - 120, height: HEIGHT - 120, fill: 'none', stroke: '#2f3437', 'stroke-width': 14 });
  body += el('rect', { x: 60, y: 460, width: WIDTH - 120, height: 80, fill: style === 'parking' ? '#c9ced3' : '#efebe3' });
  if (style !== 'parking') body += el('rect', { x: 740, y: 430, width: 120, height: 140, fill: '#9aa5ae', stroke: '#2f3437', 'stroke-width': 4 });
  for (const box of boxes) {
    const x = px(box.x, WIDTH);
    const y = px(box.y, HEIGHT);
    const w = px(box.w, WIDTH);
    const h = px(box.h, HEIGHT);
    if (style === 'parking') {
      body += el('rect', { x, y, width: w, height: h, fill: 'none', stroke: '#ffffff', 'stroke-width': 6 });
    } else {
      body += el('rect', { x, y, width: w, height: h, fill: '#f3eee4', stroke: '#2f3437', 'stroke-width': 6 });
      body += el('rect', { x: x + w * 0.3, y: box.y < 50 ? y - 4 : y + h - 4, width: w * 0.4, height: 8, fill: '#bfe0f2' });
    }
  }
  return svgDocument(WIDTH, HEIGHT, body);
}

/** The master plan seen from above: lawns, paths, a playground, and the footprints of the buildings. */
export function genplanSvg(footprints: readonly (readonly PlanPoint[])[]): string {
  let body = el('rect', { width: WIDTH, height: HEIGHT, fill: '#cfdcc0' });
  body += el('rect', { y: 880, width: WIDTH, height: 120, fill: '#9aa0a6' });
  body += el('path', { d: 'M0 820 C400 760 1200 900 1600 800', stroke: '#efe8da', 'stroke-width': 40, fill: 'none' });
  body += el('path', { d: 'M800 0 C760 300 860 600 800 880', stroke: '#efe8da', 'stroke-width': 30, fill: 'none' });
  body += el('circle', { cx: 1380, cy: 160, r: 90, fill: '#e9c46a', opacity: 0.8 });
  for (let i = 0; i < 36; i += 1) {
    body += el('circle', { cx: (i * 331 + 90) % WIDTH, cy: 60 + ((i * 197) % 700), r: 18 + (i % 3) * 6, fill: '#7fa46e', opacity: 0.9 });
  }
  for (const footprint of footprints) {
    const points = footprint.map((point) => `${px(point[0], WIDTH)},${px(point[1], HEIGHT)}`).join(' ');
    body += el('polygon', { points, fill: '#e7e1d6', stroke: '#6b6259', 'stroke-width': 6 });
  }
  return svgDocument(WIDTH, HEIGHT, body);
}
