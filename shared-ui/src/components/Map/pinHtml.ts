// The HTML of a pin (Leaflet div icons take an HTML string). Class names come from the CSS module.
import type { MapPin } from './mapTypes';
import styles from './Map.module.css';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const glyphs: Record<MapPin['kind'], string> = {
  default: '<svg viewBox="0 0 16 16" width="14" height="14"><circle cx="8" cy="8" r="4" fill="currentColor"/></svg>',
  infrastructure:
    '<svg viewBox="0 0 16 16" width="14" height="14"><path d="M8 2 14 7h-2v7H4V7H2z" fill="currentColor"/></svg>',
  metro: '<span class="' + (styles.metroLetter ?? '') + '">М</span>',
  office:
    '<svg viewBox="0 0 16 16" width="14" height="14"><path d="M3 14V3h7v3h3v8zM5 5h1.5v1.5H5zm3 0h1.5v1.5H8zM5 8h1.5v1.5H5zm3 0h1.5v1.5H8z" fill="currentColor" fill-rule="evenodd"/></svg>',
};

/** product §9: the active pin's wave lasts 1.2 s (see --duration-pin-wave). */
export function pinHtml(pin: MapPin, active: boolean): string {
  const classes = [styles.pin, styles[pin.kind], active ? styles.active : ''].filter(Boolean).join(' ');
  const walking =
    pin.kind === 'metro' && pin.walkingMinutes !== undefined
      ? `<span class="${styles.walking ?? ''}">${escapeHtml(String(pin.walkingMinutes))} мин</span>`
      : '';
  return (
    `<span class="${classes}" data-kind="${pin.kind}"${active ? ' data-active="true"' : ''}>` +
    (active ? `<span class="${styles.wave ?? ''}" aria-hidden="true"></span>` : '') +
    `<span class="${styles.marker ?? ''}" aria-hidden="true">${glyphs[pin.kind]}</span>` +
    walking +
    `<span class="${styles.hidden ?? ''}">${escapeHtml(pin.title)}</span>` +
    '</span>'
  );
}
