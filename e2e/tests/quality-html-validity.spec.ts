// Every document the server renders (every route of product §2 on both city hosts, the 404 page, a paginated
// selection) is valid HTML by the Nu Html Checker (vnu-jar, run with Java): zero errors. All documents go to one
// run of the checker (one JVM). Only false positives of its CSS parser are left out, each by its message, with why.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '../harness/test';
import { fileNameOf, siteDocuments } from './quality-documents';

/** The checker's jar as the vnu-jar package ships it. */
const vnuJar = path.join(path.dirname(require.resolve('vnu-jar')), 'build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The line of the checked file a message points at. */
function lineOf({ url, lastLine }: VnuMessage): string {
  return fs.readFileSync(fileURLToPath(url), 'utf8').split('\n')[(lastLine ?? 1) - 1] ?? '';
}

/** Messages of vnu's CSS checker about CSS that browsers read as written. */
const cssParserFalsePositives: ReadonlyArray<{ reason: string; test: (message: VnuMessage) => boolean }> = [
  {
    reason:
      'calc() with var(): the checker cannot know a custom property’s type, so it calls every calc() that mixes var() and a length «incompatible»',
    test: (message) => /^CSS: “[a-z-]+”: The types are incompatible\.$/.test(message.message) && /calc\(.*var\(--/.test(lineOf(message)),
  },
  {
    reason: 'vector-effect is a CSS property (SVG 2, in every browser); the checker’s list of properties predates it',
    test: ({ message }) => message === 'CSS: “vector-effect”: Property “vector-effect” doesn\'t exist.',
  },
];

test('every server-rendered document is valid HTML (Nu Html Checker): no errors', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const documents = await siteDocuments(page, baseURL as string);
  expect(documents.length).toBeGreaterThanOrEqual(40);
  const folder = testInfo.outputPath('documents');
  fs.mkdirSync(folder, { recursive: true });
  const files = documents.map((document) => {
    const file = path.join(folder, fileNameOf(document));
    fs.writeFileSync(file, document.html);
    return file;
  });

  const started = Date.now();
  const { stdout } = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: NodeJS.ErrnoException) => {
    throw new Error(error.code === 'ENOENT' ? 'java is not installed (Debian: apt-get install default-jre-headless)' : String(error));
  });
  await testInfo.attach('checker time', { body: `${documents.length} documents in ${Date.now() - started} ms`, contentType: 'text/plain' });

  const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages.filter((message) => message.type === 'error');
  const errors = messages
    .filter((message) => !cssParserFalsePositives.some((filter) => filter.test(message)))
    .map((message) => `${path.basename(decodeURIComponent(message.url))}:${message.lastLine ?? '?'} ${message.message} ${(message.extract ?? '').slice(0, 120)}`);
  expect(errors, `Nu Html Checker errors in ${documents.length} documents`).toEqual([]);
});
