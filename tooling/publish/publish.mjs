// Publishes a remote's build into the folder its manifest URL is served from (or a local mirror of a CDN bucket)
// without taking anything away that open pages still need: the new files are added beside the old ones (a
// content-hashed name never changes its content), `mf-manifest.json` is written last and atomically (so no client
// ever reads a manifest naming files not there yet), and a file that left the current build is deleted only after
// `keepMs`. A ledger in the folder (`.publish-ledger.json`) records when each file left the build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const MANIFEST = 'mf-manifest.json';
export const LEDGER = '.publish-ledger.json';
/** A week: a visitor may come back to a tab opened on the old build days later. */
export const DEFAULT_KEEP_HOURS = 168;

/** Every file under `dir`, as paths relative to it with '/' separators. */
function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Writes by a temporary file renamed over the target: a reader sees the old file or the new one, never half of one. */
function writeAtomically(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

function sameContent(a, b) {
  return fs.existsSync(b) && fs.statSync(a).size === fs.statSync(b).size && fs.readFileSync(a).equals(fs.readFileSync(b));
}

function readLedger(target) {
  try {
    return JSON.parse(fs.readFileSync(path.join(target, LEDGER), 'utf8'));
  } catch {
    return { files: {} };
  }
}

/**
 * @param {{from: string, to: string, keepMs?: number, now?: () => Date}} options
 *   `from`: a finished build (dist/ with mf-manifest.json); `to`: the published folder.
 * @returns {{written: string[], kept: number, removed: string[]}} the files written in order (the manifest last),
 *   how many retired files are kept, and the files removed because they left the build more than `keepMs` ago.
 */
export function publish({ from, to, keepMs = DEFAULT_KEEP_HOURS * 3_600_000, now = () => new Date() }) {
  if (!fs.existsSync(path.join(from, MANIFEST))) throw new Error(`${from} holds no ${MANIFEST}: build the remote first`);
  fs.mkdirSync(to, { recursive: true });
  const build = filesUnder(from).filter((file) => !file.endsWith('.tmp'));
  const written = [];
  for (const file of build) {
    if (file === MANIFEST) continue;
    const source = path.join(from, file);
    const target = path.join(to, file);
    if (sameContent(source, target)) continue;
    writeAtomically(target, fs.readFileSync(source));
    written.push(file);
  }
  writeAtomically(path.join(to, MANIFEST), fs.readFileSync(path.join(from, MANIFEST)));
  written.push(MANIFEST);

  // the ledger: files of the current build have no retirement date; the others keep the date they left it
  const at = now();
  const ledger = readLedger(to);
  const current = new Set(build);
  const files = {};
  for (const file of filesUnder(to)) {
    if (file === LEDGER || file.endsWith('.tmp')) continue;
    files[file] = current.has(file) ? { retiredAt: null } : { retiredAt: ledger.files[file]?.retiredAt ?? at.toISOString() };
  }
  const removed = [];
  for (const [file, entry] of Object.entries(files)) {
    if (entry.retiredAt === null || at.getTime() - Date.parse(entry.retiredAt) < keepMs) continue;
    fs.rmSync(path.join(to, file), { force: true });
    delete files[file];
    removed.push(file);
  }
  writeAtomically(path.join(to, LEDGER), JSON.stringify({ publishedAt: at.toISOString(), files }, null, 2));
  const kept = Object.values(files).filter((entry) => entry.retiredAt !== null).length;
  return { written, kept, removed };
}
