import fs from 'node:fs/promises';
import path from 'node:path';
import { formatOf, type ImportFormat } from './importCatalogue';

const FETCH_TIMEOUT_MS = 120_000;

/** Reads a feed or price list from a file or an http(s) URL; its format comes from the content type or the name. */
export async function readCatalogueSource(source: string): Promise<{ text: string; format: ImportFormat }> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    const text = await response.text();
    return { text, format: formatOf(text, `${response.headers.get('content-type') ?? ''} ${new URL(source).pathname}`) };
  }
  const text = await fs.readFile(source, 'utf8');
  return { text, format: formatOf(text, path.extname(source)) };
}
