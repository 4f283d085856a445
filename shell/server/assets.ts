// The shell's own built files (scripts and stylesheets of an entry), named by dist/assets.json, or for a page of its
// own (the back office) by dist/<page>/assets.json; in development by the webpack dev server's copy, read for every
// document so a rebuild is picked up.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ShellAssets } from '../src/app/Document';
import type { ShellConfig } from './config';

const built = new Map<string, Promise<ShellAssets>>();

/** @param page a page built on its own (`admin`), or the public pages' entry when left out */
export function loadShellAssets(config: ShellConfig, page?: string): Promise<ShellAssets> {
  const file = page ? `${page}/assets.json` : 'assets.json';
  if (config.devAssetsUrl) {
    return fetch(`${config.devAssetsUrl}/assets/${file}`).then((response) => response.json() as Promise<ShellAssets>);
  }
  let assets = built.get(file);
  if (!assets) {
    assets = fs.readFile(path.join(config.distDir, file), 'utf8').then((text) => JSON.parse(text) as ShellAssets);
    built.set(file, assets);
  }
  return assets;
}
