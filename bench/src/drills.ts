// The API's fault drills at full size (`npm test -w api` runs them small): every backend of the API's PostgreSQL
// database terminated each second for 30 s under 50 connections of leads and reads, and bursts of 200 leads on PGlite
// (in arrival order, among reads, and a SIGTERM in the middle). They are the API's own jest tests, run with the sizes
// raised; each prints one line of figures, collected here.
import { spawn } from 'node:child_process';
import path from 'node:path';

const DRILLS = ['src/server/terminationDrill.test.ts', 'src/server/pgliteBurst.test.ts'];
/** The lines the drills print their figures on. */
const FIGURES = /^\s*(termination drill on PostgreSQL|PGlite burst|PGlite mixed burst|PGlite SIGTERM).*/;

export interface DrillResult {
  passed: boolean;
  figures: string[];
}

export async function runDrills(repoRoot: string, databaseUrl: string | undefined): Promise<DrillResult> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/jest/bin/jest.js'), '--runInBand', ...DRILLS], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, DRILL_FULL: '1', DRILL_BURST_SIZE: '200', ...(databaseUrl && { TEST_DATABASE_URL: databaseUrl }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const figures = output.split('\n').flatMap((line) => FIGURES.exec(line)?.[0].trim() ?? []);
  return { passed: code === 0, figures };
}
