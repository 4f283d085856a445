// `npm run bench`: starts the production site (or uses BASE_URL, started with DOCUMENT_FLOOR=1) and measures page
// weight and page timings per route beside its floor (the same document without scripts); API throughput
// (64 rotating filter combinations of the flat selection and its facets) next to /api/health (the framework's floor);
// and document throughput (/, /selections/flat, 40 different /flats/{id}) next to the shell's trivial /robots.txt;
// the last two on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL; the API's fault
// drills at full size; the production drill at full size (e2e/drills: nginx, two APIs, two shells, PostgreSQL); and a
// large catalogue of BENCH_LOTS lots on both databases (catalogueScale.ts). BENCH_PARTS
// (pages,api,documents,faults,drill,catalogue) picks parts. Prints the tables and keeps them in bench/results/latest.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { productionProcesses, repoRoot } from '../../scripts/apps.mjs';
import { runProcesses } from '../../scripts/runProcesses.mjs';
import { loadGeneratorName, measureThroughput, type Throughput } from './apiThroughput';
import { budgetFor, kb } from './budgets';
import { chromiumArgs, chromiumPath } from './chromium';
import { measurePageWeight, type PageWeight } from './pageWeight';
import { measureAgainstFloor, userAgents, type PageTimings, type UserAgentName } from './pageTimings';
import { measuredRoutes } from './routes';
import { flatDocumentPaths, flatFacetPaths, flatSelectionPaths } from './loadTargets';
import { againstFloor, targetRoutes, targets } from './pageTargets';
import { runDrills } from './drills';
import { apiSpec as spec } from './apiProcess';
import { catalogueScale, generateFeed } from './catalogueScale';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const apiSeconds = Number(process.env.BENCH_API_SECONDS ?? 10);
// a catalogue size (BENCH_LOTS) adds the large catalogue's part to the default ones
const parts = new Set((process.env.BENCH_PARTS ?? `pages,api,documents,faults,drill${process.env.BENCH_LOTS ? ',catalogue' : ''}`).split(',').map((part) => part.trim()));
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** BENCH_ROUTES: a regular expression; only the routes it matches are measured */
const routeFilter = new RegExp(process.env.BENCH_ROUTES ?? '');
/** BENCH_CATALOGUE: every step of the catalogue part, or only `price-list`'s or `reads`' */
const catalogueSteps = process.env.BENCH_CATALOGUE === 'price-list' || process.env.BENCH_CATALOGUE === 'reads' ? process.env.BENCH_CATALOGUE : 'all';
/** BENCH_DATABASES: the catalogue part's databases (PGlite, and PostgreSQL when a URL is set, by default) */
const catalogueDatabases = (process.env.BENCH_DATABASES?.split(',').map((name) => name.trim()) ?? ['PGlite', 'PostgreSQL']).filter(
  (name): name is 'PGlite' | 'PostgreSQL' => name === 'PGlite' || (name === 'PostgreSQL' && pgUrl !== undefined),
);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const lines: string[] = [];
const print = (line = '') => {
  process.stdout.write(`${line}\n`);
  lines.push(line);
};
const kbText = (bytes: number) => (bytes / kb).toFixed(1);
const ms = (value: number) => value.toFixed(0);

async function startSite() {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL, stop: async () => {} };
  const site = await runProcesses(productionProcesses(), {
    env: { DATA_DIR: path.join(tmp, 'site-data'), DOCUMENT_FLOOR: '1' },
  });
  return { baseUrl: 'http://localhost:8080', stop: site.stop };
}

async function pages(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const rows: Array<{ path: string; weight: PageWeight; timings: Record<UserAgentName, { page: PageTimings; floor: PageTimings }> }> = [];
  const agents = Object.keys(userAgents) as UserAgentName[];
  try {
    const routes = (await measuredRoutes(baseUrl)).filter((route) => routeFilter.test(route));
    for (const route of routes) {
      const context = await browser.newContext();
      const weight = await measurePageWeight(await context.newPage(), baseUrl + route);
      await context.close();
      const timings = {} as Record<UserAgentName, { page: PageTimings; floor: PageTimings }>;
      for (const agent of agents) timings[agent] = await measureAgainstFloor(browser, baseUrl + route, runs, agent);
      rows.push({ path: route, weight, timings });
      process.stderr.write(`measured ${route}\n`);
    }
  } finally {
    await browser.close();
  }
  print("Page weight (transferred, gzip; the site's own JavaScript, third-party scripts left out)");
  print();
  print('| Route | JS before load KB (budget) | JS total KB | CSS KB | Images KB | Requests |');
  print('|---|---|---|---|---|---|');
  for (const { path: route, weight } of rows) {
    print(
      `| ${route} | ${kbText(weight.jsBeforeLoad)} (${kbText(budgetFor(route))}) | ${kbText(weight.js)} | ${kbText(weight.css)} | ${kbText(weight.images)} | ${weight.requests} |`,
    );
  }
  print();
  print(
    `Page timings at 412 px with a phone's and a desktop User-Agent (Lighthouse mobile network and CPU over CDP, median of ${runs}) beside the floor: ` +
      `the same document without its scripts, from the same server, loaded in turn with the page; targets LCP ≤ ${targets.lcpRatio}× floor, ` +
      `FCP ≤ ${targets.fcpRatio}× floor, CLS ≤ ${targets.cls}; * the routes the targets name`,
  );
  print();
  print('| Route | User-Agent | LCP ms | floor LCP ms | LCP ÷ floor | FCP ms (floor) | FCP ÷ floor | TBT ms | CLS (floor) | Targets |');
  print('|---|---|---|---|---|---|---|---|---|---|');
  for (const { path: route, timings } of rows) {
    const named = targetRoutes.some((pattern) => pattern.test(route)) ? '*' : '';
    for (const agent of agents) {
      const { page, floor } = timings[agent];
      const result = againstFloor(page, floor);
      print(
        `| ${route}${named} | ${agent} | ${ms(page.lcp)} | ${ms(floor.lcp)} | ${result.lcpRatio.toFixed(2)} | ${ms(page.fcp)} (${ms(floor.fcp)}) | ${result.fcpRatio.toFixed(2)} | ${ms(page.tbt)} | ${page.cls.toFixed(3)} (${floor.cls.toFixed(3)}) | ${result.met ? 'met' : 'missed'} |`,
      );
    }
  }
}

/**
 * One request per path before a target's measurement: the rows measure a burst on pages already asked for once (a
 * cold burst on 40 lot pages spends its first seconds rendering them, which sets the p99 of a 10 s run on its own).
 */
async function warmUp(base: string, paths: readonly string[], headers: Record<string, string>) {
  for (const target of paths) await (await fetch(`${base}${target}`, { headers })).arrayBuffer();
}

/** Measures each target in turn and prints it with its share of the first one (the floor). */
async function throughputRows(label: string, base: string, targets: Array<[string, string[]]>, headers: Record<string, string> = {}) {
  const results: Array<[string, Throughput]> = [];
  for (const [name, paths] of targets) {
    await warmUp(base, paths, headers);
    results.push([name, await measureThroughput(base, paths, apiSeconds, headers)]);
  }
  const floor = results[0]?.[1].requestsPerSecond ?? 1;
  for (const [name, result] of results) {
    const share = ((result.requestsPerSecond / floor) * 100).toFixed(0);
    print(
      `| ${label} | ${name} | ${result.requestsPerSecond.toFixed(0)} | ${share}% | ${result.p50} | ${result.p99} | ${result.errors} |`,
    );
  }
}

function throughputHeader(title: string) {
  print();
  print(`${title} (${loadGeneratorName}, 50 connections, ${apiSeconds} s each, after one request per path)`);
  print();
  print('| Database | Target | req/s | of floor | p50 ms | p99 ms | errors |');
  print('|---|---|---|---|---|---|---|');
}

async function api() {
  throughputHeader('API throughput');
  const targets: Array<[string, string[]]> = [
    ['/api/health (floor)', ['/api/health']],
    [`flat selection, ${flatSelectionPaths().length} filter combinations`, flatSelectionPaths()],
    [`flat facets, ${flatFacetPaths().length} filter combinations`, flatFacetPaths()],
  ];
  const pglite = await runProcesses([spec('api-pglite', 4100, { DATA_DIR: path.join(tmp, 'api-data') })]);
  try {
    await throughputRows('PGlite', 'http://127.0.0.1:4100', targets);
  } finally {
    await pglite.stop();
  }
  if (!pgUrl) {
    print('| PostgreSQL | not measured: set BENCH_DATABASE_URL | | | | | |');
    return;
  }
  const pg = await runProcesses([
    spec('api-postgres', 4101, { DATABASE_URL: pgUrl, DATA_DIR: path.join(tmp, 'api-pg-data') }),
  ]);
  try {
    await throughputRows('PostgreSQL', 'http://127.0.0.1:4101', targets);
  } finally {
    await pg.stop();
  }
}

/** Documents are asked for as a browser does: compressed if the server will. */
const browserHeaders = { 'Accept-Encoding': 'gzip, deflate, br' };

/** Documents of the whole site (shell, remotes, API) on each database, beside the shell's trivial robots.txt. */
async function documents() {
  throughputHeader('Document throughput');
  const databases: Array<[string, Record<string, string>]> = [
    ['PGlite', { DATA_DIR: path.join(tmp, 'site-pglite'), DATABASE_URL: '', LOG_LEVEL: 'warn' }],
  ];
  if (pgUrl) databases.push(['PostgreSQL', { DATA_DIR: path.join(tmp, 'site-pg'), DATABASE_URL: pgUrl, LOG_LEVEL: 'warn' }]);
  for (const [label, env] of databases) {
    const site = await runProcesses(productionProcesses(), { env });
    try {
      const base = 'http://localhost:8080';
      const flats = await flatDocumentPaths(base);
      await throughputRows(label, base, [
        ['/robots.txt (floor)', ['/robots.txt']],
        ['/', ['/']],
        ['/selections/flat', ['/selections/flat']],
        [`/flats/{id}, ${flats.length} flats`, flats],
      ], browserHeaders);
    } finally {
      await site.stop();
    }
  }
  if (!pgUrl) print('| PostgreSQL | not measured: set BENCH_DATABASE_URL | | | | | |');
}

if (parts.has('pages')) {
  const site = await startSite();
  try {
    await pages(site.baseUrl);
  } finally {
    await site.stop();
  }
}
if (parts.has('api')) await api();
if (parts.has('documents')) await documents();
if (parts.has('catalogue')) {
  const sizes = (process.env.BENCH_LOTS ?? '5000').split(',').map((size) => Number(size.trim()));
  print();
  print(`Catalogue at scale (BENCH_LOTS; ${loadGeneratorName}, 50 connections, ${apiSeconds} s each; uncached: filters no request asked for before; % of the same run's /api/health)`);
  print();
  print('| Database | Lots | Measure | Figure | Floor (same run) | Target |');
  print('|---|---|---|---|---|---|');
  for (const lots of sizes) {
    const feed = generateFeed(lots, tmp);
    for (const database of catalogueDatabases) {
      for (const row of await catalogueScale(database, feed, lots, tmp, apiSeconds, pgUrl, catalogueSteps))
        print(`| ${database} | ${lots} | ${row.measure} | ${row.figure} | ${row.floor} | ${row.target} |`);
    }
  }
  if (!pgUrl) print('| PostgreSQL | | not measured: set BENCH_DATABASE_URL | | | |');
}
if (parts.has('faults')) {
  const result = await runDrills(repoRoot, pgUrl);
  print();
  print(`Fault drills at full size (the API's drill tests${pgUrl ? '' : '; PostgreSQL not measured: set BENCH_DATABASE_URL'}): ${result.passed ? 'passed' : 'FAILED'}`);
  print();
  for (const line of result.figures) print(`- ${line}`);
}
if (parts.has('drill')) {
  // the drill prints its own figures (rolling restart, SIGKILL, freshness, redeploy) at full size
  print('\n## Production drill (DRILL_SCALE=full): see its figures above');
  const drill = spawnSync('npm', ['run', 'drill', '-w', 'e2e'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, DRILL_SCALE: 'full' } });
  print(drill.status === 0 ? 'passed' : `failed (exit ${drill.status})`);
}
fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(repoRoot, 'bench/results/latest.md'), lines.join('\n') + '\n');
fs.rmSync(tmp, { recursive: true, force: true });
