// The shell's own built files (scripts and stylesheets of its entry), named by dist/assets.json; in development
// by the webpack dev server's copy, read for every document so a rebuild is picked up.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ShellAssets } from '../src/app/Document';
import type { ShellConfig } from './config';

let built: Promise<ShellAssets> | null = null;

export function loadShellAssets(config: ShellConfig): Promise<ShellAssets> {
  if (config.devAssetsUrl) {
    return fetch(`${config.devAssetsUrl}/assets/assets.json`).then((response) => response.json() as Promise<ShellAssets>);
  }
  built ??= fs.readFile(path.join(config.distDir, 'assets.json'), 'utf8').then((text) => JSON.parse(text) as ShellAssets);
  return built;
}
