/** Print one closing line for CI from the JSON reports of Vitest and Playwright: "N passed, N failed". */
import { existsSync, readFileSync } from 'node:fs'

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number }
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }

let passed = 0
let failed = 0
let skipped = 0
if (existsSync('test-results/vitest.json')) {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8')) as VitestReport
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests
}
if (existsSync('test-results/playwright.json')) {
  const { stats } = JSON.parse(readFileSync('test-results/playwright.json', 'utf8')) as PlaywrightReport
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
  skipped += stats.skipped
}
process.stdout.write(`${String(passed)} passed, ${String(failed)} failed${skipped ? `, ${String(skipped)} skipped` : ''}\n`)
