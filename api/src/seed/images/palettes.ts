/** Colour sets the generated pictures are drawn with: calm, architectural, a different mood per project. */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  facade: string;
  facadeDark: string;
  accent: string;
  window: string;
  ground: string;
  green: string;
}

export const palettes: readonly Palette[] = [
  { skyTop: '#9cc3e6', skyBottom: '#e9f1f7', facade: '#e8e2d6', facadeDark: '#c9bfae', accent: '#b5654a', window: '#5f7d95', ground: '#cfd6c4', green: '#6f9a62' },
  { skyTop: '#f2b98a', skyBottom: '#fbe7d3', facade: '#f3efe8', facadeDark: '#d8cfc2', accent: '#2f4858', window: '#33658a', ground: '#d9d2c3', green: '#7aa36c' },
  { skyTop: '#7fa7c9', skyBottom: '#dfe9f2', facade: '#4b5563', facadeDark: '#374151', accent: '#e0b15c', window: '#f5deb3', ground: '#b9c2b0', green: '#5b8a55' },
  { skyTop: '#b7d3df', skyBottom: '#f1f6f8', facade: '#d7c4a8', facadeDark: '#a88c6a', accent: '#7a3e2e', window: '#3d5a6c', ground: '#d6d9c8', green: '#86a873' },
  { skyTop: '#c3b1e1', skyBottom: '#f2ecfa', facade: '#efe9e1', facadeDark: '#cfc3b5', accent: '#3c6e71', window: '#284b63', ground: '#d3d7c9', green: '#6c9a6b' },
  { skyTop: '#8ec5b8', skyBottom: '#e6f4f0', facade: '#e3e6e8', facadeDark: '#b6bcc2', accent: '#d1603d', window: '#264653', ground: '#cdd5c0', green: '#5f9460' },
  { skyTop: '#a2b9d6', skyBottom: '#eef2f8', facade: '#8c6e5d', facadeDark: '#6b5244', accent: '#f2cc8f', window: '#f7e7c6', ground: '#c8cbb7', green: '#61865a' },
  { skyTop: '#f6c6a0', skyBottom: '#fdf0e4', facade: '#e9ecef', facadeDark: '#adb5bd', accent: '#0b6e4f', window: '#1d3557', ground: '#d2d6c6', green: '#73a06a' },
];
