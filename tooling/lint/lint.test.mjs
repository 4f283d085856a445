// The repository's lint rules fire on what they forbid: the root eslint.config.mjs, through ESLint's Node API, on
// small sources standing in for real files of the apps (the type-aware rules need a file its tsconfig includes; the
// text replaces the file's own for the run, nothing is written there).
// Only the cycle needs two files on disk: they go to a `.tmp` folder inside a feature, which the workspaces' own
// `eslint .` (config ignores), tsc (hidden folder) and jest never see, so a lint running at the same time is unaffected.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as the file at `file` (relative to the repository root). */
async function ruleIds(code, file) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

test('clean code in a feature passes', async () => {
  const code = [
    "import { endpoints, type ShellContext } from '@estate/shared-api';",
    "import { BRAND_NAME } from '../../shared/brand/brand';",
    '',
    'export async function loadProjects(ctx: ShellContext): Promise<string> {',
    '  await ctx.api.get(endpoints.projects.list());',
    '  return BRAND_NAME;',
    '}',
  ].join('\n');
  assert.deepEqual(await ruleIds(code, 'shell/src/features/header/Header.tsx'), []);
});

test('a feature may not import another feature', async () => {
  const code = "import { Footer } from '../footer/Footer';\n\nexport const Header = Footer;\n";
  assert.deepEqual(await ruleIds(code, 'shell/src/features/header/Header.tsx'), [
    'import-x/no-restricted-paths',
  ]);
  const forms =
    "import { ResultPanel } from '../booking/BookingForm';\n\nexport const Panel = ResultPanel;\n";
  assert.deepEqual(await ruleIds(forms, 'mfe-forms/src/features/callback/CallbackForm.tsx'), [
    'import-x/no-restricted-paths',
  ]);
  const api = "import { registerLotRoutes } from '../lots/lotRoutes';\n\nexport const register = registerLotRoutes;\n";
  assert.deepEqual(await ruleIds(api, 'api/src/features/viewed/viewedRoutes.ts'), ['import-x/no-restricted-paths']);
  const shared = "import { readCity } from '../../shared/cities/cityParam';\n\nexport const read = readCity;\n";
  assert.deepEqual(await ruleIds(shared, 'api/src/features/viewed/viewedRoutes.ts'), []);
});

test("an '/api/' string or template outside shared-api is reported; shared-api and tests may spell paths", async () => {
  const code = [
    "import type { ApiClient } from '@estate/shared-api';",
    '',
    'export function load(api: ApiClient, slug: string) {',
    "  return Promise.all([api.get('/api/projects/'), api.get(`/api/projects/${slug}/`)]);",
    '}',
  ].join('\n');
  assert.deepEqual(await ruleIds(code, 'mfe-catalog/src/features/home/HomeView.tsx'), [
    'site/no-api-paths',
    'site/no-api-paths',
  ]);
  assert.deepEqual(await ruleIds(code, 'shared-api/src/endpoints/endpoints.ts'), []);
  assert.deepEqual(await ruleIds(code, 'mfe-catalog/src/features/lot/LotView.test.tsx'), []);
});

test("a page path string or template outside sitePaths is reported; the map and the route tables may spell them", async () => {
  const code = [
    "import { Link } from 'react-router-dom';",
    '',
    'export function More({ slug, origin }: { slug: string; origin: string }) {',
    '  return (',
    '    <>',
    '      <Link to="/selections/flat">Все квартиры</Link>',
    "      <Link to={'/purchase?method=3'}>Ипотека</Link>",
    '      <Link to={`/projects/${slug}`}>Проект</Link>',
    '      <a href={`${origin}/press/${slug}`}>Публикация</a>',
    '    </>',
    '  );',
    '}',
  ].join('\n');
  assert.deepEqual(await ruleIds(code, 'mfe-catalog/src/features/home/HomeView.tsx'), [
    'site/no-page-paths',
    'site/no-page-paths',
    'site/no-page-paths',
    'site/no-page-paths',
  ]);
  // a page-like word elsewhere in a path is not a page: '/api/projects/' is the API's, '/pressure' another word
  const lookalikes = "export const paths = ['/pressure', 'projects', '/ui'];\n";
  assert.deepEqual(await ruleIds(lookalikes, 'mfe-catalog/src/features/home/HomeView.tsx'), []);
  assert.deepEqual(await ruleIds(code, 'mfe-press/src/bootstrap.tsx'), []);
  const plain = "export const paths = (slug: string): string[] => ['/selections/flat', `/projects/${slug}`];\n";
  assert.deepEqual(await ruleIds(plain, 'mfe-catalog/src/features/lot/lotHead.ts'), [
    'site/no-page-paths',
    'site/no-page-paths',
  ]);
  assert.deepEqual(await ruleIds(plain, 'shared-api/src/links/sitePaths.ts'), []);
  assert.deepEqual(await ruleIds(plain, 'shell/src/routes/routeTable.ts'), []);
});

test('raw HTML injection is reported outside the allowed places', async () => {
  const code =
    'export function Policy({ html }: { html: string }) {\n  return <div dangerouslySetInnerHTML={{ __html: html }} />;\n}\n';
  assert.deepEqual(await ruleIds(code, 'mfe-press/src/features/contacts/ContactsPage.tsx'), [
    'site/no-raw-html',
  ]);
  assert.deepEqual(await ruleIds(code, 'shell/src/shared/contacts/SocialIcons.tsx'), [
    'site/no-raw-html',
  ]);
  const spread =
    "import { createElement } from 'react';\n\nexport const policy = (html: string) => createElement('div', { dangerouslySetInnerHTML: { __html: html } });\n";
  assert.deepEqual(await ruleIds(spread, 'mfe-press/src/features/contacts/ContactsPage.tsx'), [
    'site/no-raw-html',
  ]);
  assert.deepEqual(await ruleIds(code, 'shell/src/app/Document.tsx'), []);
  assert.deepEqual(await ruleIds(code, 'shared-api/src/head/JsonLd.tsx'), []);
});

test('a floating promise is reported (type-aware), an awaited or voided one is not', async () => {
  const floating = [
    "import type { ShellContext } from '@estate/shared-api';",
    '',
    'export function save(ctx: ShellContext) {',
    "  ctx.api.post('x');",
    '}',
  ].join('\n');
  assert.deepEqual(await ruleIds(floating, 'mfe-favorites/src/features/favorites-page/FavoritesView.tsx'), [
    '@typescript-eslint/no-floating-promises',
  ]);
  const handled = floating.replace("  ctx.api.post('x');", "  void ctx.api.post('x');");
  assert.deepEqual(await ruleIds(handled, 'mfe-favorites/src/features/favorites-page/FavoritesView.tsx'), []);
});

test('an import cycle is reported', async () => {
  const tmp = path.join(root, 'shell/src/features/header/.tmp');
  const folder = path.join(tmp, `lint-${process.pid}`);
  after(async () => {
    await fs.rm(folder, { recursive: true, force: true });
    await fs.rmdir(tmp).catch(() => undefined); // another run's folder may still be there
  });
  await fs.mkdir(folder, { recursive: true });
  await fs.writeFile(
    path.join(folder, 'a.ts'),
    "import { b } from './b';\n\nexport const a = (): number => b() + 1;\n",
  );
  await fs.writeFile(
    path.join(folder, 'b.ts'),
    "import { a } from './a';\n\nexport const b = (): number => a() - 1;\n",
  );
  // the files sit in an ignored folder (see above) and in no tsconfig: lint them as they are, without type information
  const cycles = new ESLint({
    cwd: root,
    ignore: false,
    overrideConfig: {
      files: ['**/.tmp/**'],
      languageOptions: { parserOptions: { projectService: false, project: null } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
      },
    },
  });
  const results = await cycles.lintFiles([path.join(folder, '*.ts')]);
  assert.deepEqual(
    results.map((result) => [
      path.basename(result.filePath),
      result.messages.map((message) => message.ruleId),
    ]),
    [
      ['a.ts', ['import-x/no-cycle']],
      ['b.ts', ['import-x/no-cycle']],
    ],
  );
});
