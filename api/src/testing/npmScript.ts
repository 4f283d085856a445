import { spawn } from 'node:child_process';
import path from 'node:path';
import type { TestApp } from './testApp';

const API_DIR = path.resolve(__dirname, '..', '..');

/** `npm run <script> -w api -- <args>` as an operator types it, on the test app's database (release the app first on PGlite). */
export function runNpmScript(test: TestApp, script: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: test.database.dataDir, DATABASE_URL: test.database.databaseUrl ?? '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
