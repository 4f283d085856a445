// One team redeploys its remote alone. The press remote is rebuilt with a visible change and restarted;
// a reload shows the change, and not one file of the shell's build changed.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../harness/test';
import { startPress, stopPress } from '../../harness/pressServer';
import { repoRoot, workDir } from '../../harness/site';

// In tests/local/ because it rebuilds and restarts the local press remote.

function digestTree(dir: string): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    digests[path.relative(dir, file)] = crypto
      .createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return digests;
}

function replaceInSources(dir: string, from: string, to: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(tsx?|json)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = fs.readFileSync(file, 'utf8');
    if (!source.includes(from)) continue;
    count += source.split(from).length - 1;
    fs.writeFileSync(file, source.split(from).join(to));
  }
  return count;
}

test('redeploying only mfe-press changes /press and leaves the shell untouched', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/press');
  const heading = page.locator('[data-remote-region="press/PressPage"] h1');
  await expect(heading).toBeVisible();
  await expect(page.getByTestId('region-fallback')).toHaveCount(0);
  const before = ((await heading.textContent()) ?? '').trim();
  expect(before).not.toBe('');

  const shellBefore = digestTree(path.join(repoRoot, 'shell/dist'));
  const next = path.join(workDir, 'mfe-press-next');
  fs.rmSync(next, { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, 'mfe-press'), next, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
  });
  const changed = `${before} — новая версия`;
  expect(replaceInSources(path.join(next, 'src'), `'${before}'`, `'${changed}'`)).toBeGreaterThan(0);
  execFileSync(path.join(repoRoot, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: next,
    stdio: 'pipe',
  });

  try {
    await stopPress();
    await startPress(path.join(next, 'dist'));
    // the shell server notices the new manifest within its check interval; the next page load shows the change
    await expect
      .poll(
        async () => {
          await page.reload();
          return ((await heading.textContent()) ?? '').trim();
        },
        { timeout: 20_000, intervals: [500] },
      )
      .toBe(changed);
    expect(digestTree(path.join(repoRoot, 'shell/dist'))).toEqual(shellBefore);
  } finally {
    await stopPress();
    await startPress();
  }
});
