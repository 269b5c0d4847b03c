import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/support/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright-artifacts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.PLAYWRIGHT_WORKERS ?? 3),
  retries: 0,
  // Hang guards, never performance checks. Three workers share two cores with their servers and
  // Chromium: a page checked by axe at two widths takes about 10 s alone, three times that when
  // every worker starts at once, and more again when the machine is busy with something else.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'off',
  },
})
