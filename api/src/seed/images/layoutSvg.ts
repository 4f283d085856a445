import { el, svgDocument } from './svg';

const WIDTH = 1200;
const HEIGHT = 900;
const WALL = '#2f3437';
const ROOM = '#f6f1e7';
const WET = '#e3eef3';
const KITCHEN = '#eef3e6';

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  use: 'living' | 'bedroom' | 'kitchen' | 'bath' | 'hall';
}

function furniture(room: Rect): string {
  const cx = room.x + room.w / 2;
  const cy = room.y + room.h / 2;
  switch (room.use) {
    case 'bedroom':
      return (
        el('rect', { x: cx - 80, y: room.y + 30, width: 160, height: 200, rx: 8, fill: '#ffffff', stroke: '#8a8f93', 'stroke-width': 3 }) +
        el('rect', { x: cx - 70, y: room.y + 40, width: 60, height: 36, rx: 6, fill: '#dfe3e6' }) +
        el('rect', { x: cx + 10, y: room.y + 40, width: 60, height: 36, rx: 6, fill: '#dfe3e6' })
      );
    case 'living':
      return (
        el('rect', { x: cx - 120, y: room.y + room.h - 110, width: 240, height: 70, rx: 14, fill: '#c9d4dc', stroke: '#8a8f93', 'stroke-width': 3 }) +
        el('rect', { x: cx - 60, y: cy - 50, width: 120, height: 60, rx: 6, fill: '#e9dcc7', stroke: '#8a8f93', 'stroke-width': 2 })
      );
    case 'kitchen':
      return (
        el('rect', { x: room.x + 16, y: room.y + 16, width: room.w - 32, height: 50, fill: '#ffffff', stroke: '#8a8f93', 'stroke-width': 3 }) +
        el('circle', { cx, cy: cy + 20, r: 44, fill: '#e9dcc7', stroke: '#8a8f93', 'stroke-width': 2 })
      );
    case 'bath':
      return el('rect', { x: room.x + 14, y: room.y + 14, width: Math.min(150, room.w - 28), height: 64, rx: 24, fill: '#ffffff', stroke: '#8a8f93', 'stroke-width': 3 });
    default:
      return '';
  }
}

/**
 * A floor plan of one flat: a row of living rooms along the facade (windows on top), kitchen, bathroom and hall below.
 * `rooms` 0 is a studio; `variant` shifts the proportions; `withFurniture` adds beds, sofas and tables.
 */
export function layoutSvg(rooms: number, variant: number, withFurniture: boolean): string {
  const left = 120;
  const top = 110;
  const width = 960 - variant * 60;
  const height = 680;
  const front = height * (0.58 + variant * 0.04);
  const living = Math.max(1, rooms);
  const parts: Rect[] = [];
  for (let i = 0; i < living; i += 1) {
    const w = width / living;
    parts.push({ x: left + i * w, y: top, w, h: front, fill: ROOM, use: rooms === 0 || i === 0 ? 'living' : 'bedroom' });
  }
  const backY = top + front;
  const backH = height - front;
  const kitchenW = rooms === 0 ? 0 : width * 0.38;
  const bathW = width * 0.22;
  if (kitchenW > 0) parts.push({ x: left, y: backY, w: kitchenW, h: backH, fill: KITCHEN, use: 'kitchen' });
  parts.push({ x: left + kitchenW, y: backY, w: bathW, h: backH, fill: WET, use: 'bath' });
  if (rooms >= 3) parts.push({ x: left + kitchenW + bathW, y: backY, w: bathW * 0.8, h: backH, fill: WET, use: 'bath' });
  const used = parts.filter((part) => part.y === backY).reduce((sum, part) => sum + part.w, 0);
  parts.push({ x: left + used, y: backY, w: width - used, h: backH, fill: ROOM, use: 'hall' });

  let body = el('rect', { width: WIDTH, height: HEIGHT, fill: '#ffffff' });
  for (const part of parts) body += el('rect', { x: part.x, y: part.y, width: part.w, height: part.h, fill: part.fill, stroke: WALL, 'stroke-width': 6 });
  body += el('rect', { x: left, y: top, width, height, fill: 'none', stroke: WALL, 'stroke-width': 16 });
  for (const part of parts.filter((p) => p.y === top)) {
    body += el('rect', { x: part.x + part.w * 0.25, y: top - 8, width: part.w * 0.5, height: 16, fill: '#bfe0f2', stroke: WALL, 'stroke-width': 2 });
  }
  for (const part of parts) {
    if (part.use === 'hall') continue;
    const doorX = part.y === top ? part.x + part.w * 0.7 : part.x + part.w - 70;
    const doorY = part.y === top ? top + front - 4 : backY - 4;
    body += el('rect', { x: doorX, y: doorY, width: 56, height: 8, fill: '#ffffff' });
  }
  body += el('rect', { x: left + width - 80, y: top + height - 8, width: 64, height: 16, fill: '#ffffff', stroke: WALL, 'stroke-width': 2 });
  if (withFurniture) for (const part of parts) body += furniture(part);
  return svgDocument(WIDTH, HEIGHT, body);
}

/** A commercial premise plan: an open hall with columns, a shop window and a wet point. */
export function commercialLayoutSvg(variant: number): string {
  const left = 100;
  const top = 120;
  const width = 1000 - variant * 80;
  const height = 660;
  let body = el('rect', { width: WIDTH, height: HEIGHT, fill: '#ffffff' });
  body += el('rect', { x: left, y: top, width, height, fill: ROOM, stroke: WALL, 'stroke-width': 16 });
  body += el('rect', { x: left + 60, y: top - 8, width: width - 120, height: 16, fill: '#bfe0f2', stroke: WALL, 'stroke-width': 2 });
  for (let cx = left + width / 4; cx < left + width; cx += width / 4) {
    for (let cy = top + height / 3; cy < top + height; cy += height / 3) body += el('rect', { x: cx - 14, y: cy - 14, width: 28, height: 28, fill: WALL });
  }
  body += el('rect', { x: left + width - 200, y: top + height - 180, width: 200, height: 180, fill: WET, stroke: WALL, 'stroke-width': 6 });
  return svgDocument(WIDTH, HEIGHT, body);
}

/** A parking space or a storage room seen from above. */
export function smallUnitLayoutSvg(kind: 'parking' | 'storage'): string {
  let body = el('rect', { width: WIDTH, height: HEIGHT, fill: kind === 'parking' ? '#d9dcdf' : '#ffffff' });
  if (kind === 'parking') {
    body += el('rect', { x: 380, y: 100, width: 440, height: 700, fill: 'none', stroke: '#ffffff', 'stroke-width': 14 });
    body += el('rect', { x: 450, y: 200, width: 300, height: 520, rx: 70, fill: '#7a8793' });
    body += el('rect', { x: 480, y: 300, width: 240, height: 140, rx: 20, fill: '#b9c6d1' });
  } else {
    body += el('rect', { x: 300, y: 180, width: 600, height: 540, fill: ROOM, stroke: WALL, 'stroke-width': 14 });
    body += el('rect', { x: 540, y: 712, width: 120, height: 16, fill: '#ffffff' });
    for (let y = 240; y < 660; y += 90) body += el('rect', { x: 330, y, width: 540, height: 16, fill: '#c7b299' });
  }
  return svgDocument(WIDTH, HEIGHT, body);
}
