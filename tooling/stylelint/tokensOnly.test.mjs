// The repository's stylelint configuration keeps colours in the design tokens: a colour written anywhere else fails.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import path from 'node:path';
import stylelint from 'stylelint';
import { repoRoot } from '../paths.mjs';

const configFile = path.join(repoRoot, 'stylelint.config.mjs');

/** The rules the code breaks, linted as if it stood in `file` (a path from the repository root). */
async function violations(file, code) {
  const { results } = await stylelint.lint({ code, codeFilename: path.join(repoRoot, file), configFile });
  return results.flatMap((result) => result.warnings.map((warning) => warning.rule));
}

test('a hex colour beside the tokens fails the lint', async () => {
  assert.deepEqual(
    await violations('mfe-catalog/src/features/x/X.module.css', '.x {\n  color: #7a5200;\n}\n'),
    ['color-no-hex'],
  );
});

test('colour functions and named colours beside the tokens fail the lint', async () => {
  const code = '.x {\n  background: rgb(15 110 95 / 30%);\n  color: white;\n}\n';
  assert.deepEqual((await violations('shell/src/X.module.css', code)).sort(), [
    'color-named',
    'function-disallowed-list',
  ]);
});

test('tokens, and translucent mixes of them, pass', async () => {
  const code =
    '.x {\n  color: var(--color-text);\n  background: color-mix(in srgb, var(--color-white) 94%, transparent);\n}\n';
  assert.deepEqual(await violations('shared-ui/src/components/X/X.module.css', code), []);
});

test('the tokens file itself defines colours', async () => {
  const code = ':root {\n  --color-white: #ffffff;\n  --color-overlay: rgb(29 33 37 / 56%);\n}\n';
  assert.deepEqual(await violations('shared-ui/src/tokens/tokens.css', code), []);
});
