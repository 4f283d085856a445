/** Tiny helpers for writing SVG documents as strings. */
export type Attrs = Record<string, string | number>;

export function el(name: string, attrs: Attrs, children = ''): string {
  const list = Object.entries(attrs)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? Math.round(value * 100) / 100 : value}"`)
    .join(' ');
  return children ? `<${name} ${list}>${children}</${name}>` : `<${name} ${list}/>`;
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${
    defs ? `<defs>${defs}</defs>` : ''
  }${body}</svg>`;
}

export function linearGradient(id: string, from: string, to: string, vertical = true): string {
  return el(
    'linearGradient',
    vertical ? { id, x1: 0, y1: 0, x2: 0, y2: 1 } : { id, x1: 0, y1: 0, x2: 1, y2: 0 },
    el('stop', { offset: 0, 'stop-color': from }) + el('stop', { offset: 1, 'stop-color': to }),
  );
}
