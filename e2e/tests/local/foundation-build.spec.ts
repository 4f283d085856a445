// Every remote builds alone with its own workspace command, into its own output.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../harness/test';
import { repoRoot, workDir } from '../../harness/site';

// In tests/local/ because it builds from the local checkout.

for (const [workspace, name] of [
  ['mfe-catalog', 'catalog'],
  ['mfe-press', 'press'],
  ['mfe-favorites', 'favorites'],
  ['mfe-forms', 'forms'],
] as const) {
  test(`npm run build -w ${workspace} builds that remote alone`, async () => {
    test.setTimeout(120_000);
    const out = path.join(workDir, `build-${workspace}`);
    fs.rmSync(out, { recursive: true, force: true });
    execFileSync('npm', ['run', 'build', '-w', workspace, '--', '--env', `outputPath=${out}`], {
      cwd: repoRoot,
      stdio: 'pipe',
    });
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
    expect(manifest.name).toBe(name);
    // both builds, named by the one manifest: the browser's entry and the server's
    expect(fs.existsSync(path.join(out, manifest.metaData.remoteEntry.name))).toBe(true);
    const ssrEntry = manifest.metaData.ssrRemoteEntry;
    expect(fs.existsSync(path.join(out, ssrEntry.path, ssrEntry.name))).toBe(true);
    expect(manifest.exposes.length).toBeGreaterThan(0);
  });
}
