import fs from 'node:fs';
import { once } from 'node:events';
import { runCli } from './runCli';
import { scaleFeedText } from '../testing/scaleFeed';

// `npm run scale-feed -w api -- LOTS [FILE]`: writes the deterministic catalogue feed of LOTS lots (src/testing/scaleFeed.ts)
// to FILE or to standard output, for `npm run import` and the bench's catalogue size.
async function main(args: string[]): Promise<number> {
  const [count, file] = args;
  const lots = Number(count);
  if (!Number.isInteger(lots) || lots < 1 || args.length > 2) {
    console.error('usage: npm run scale-feed -w api -- LOTS [FILE]');
    return 2;
  }
  const out = file ? fs.createWriteStream(file) : process.stdout;
  for (const chunk of scaleFeedText({ lots })) if (!out.write(chunk)) await once(out, 'drain');
  if (file) await new Promise<void>((resolve, reject) => (out as fs.WriteStream).end((error?: Error | null) => (error ? reject(error) : resolve())));
  return 0;
}

await runCli(main);
