// The production drill (drills/): the layout of deploy/ (PostgreSQL, two APIs, two shells, nginx from the shipped
// configuration) started by the drill itself on free ports from the production build; no site of the harness, no
// fixed port, no lock. `npm run drill -w e2e` (npm test runs it; DRILL_SCALE=full in npm run bench).
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../bench/src/chromium';

export default defineConfig({
  testDir: './drills',
  outputDir: './test-results/drill',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/drill' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
