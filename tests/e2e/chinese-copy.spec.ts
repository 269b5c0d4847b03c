import { expect, test } from '@playwright/test'
import { sitePages } from '../../app/features/i18n/site-routes'

/**
 * Chinese pages must not show English sentences. A "sentence" is a run of four or more Latin words;
 * names of places, venues and brands that stay in Latin script on Chinese pages are allowed.
 */
const allowedRuns = [/^WanderWonderWorld Dubai$/i]

test('Chinese pages show no English sentence', async ({ page }) => {
  test.setTimeout(120_000)
  const offenders: string[] = []
  for (const sitePage of sitePages.filter((p) => p.lang === 'zh')) {
    await page.goto(sitePage.path)
    const text = await page.evaluate(() => document.body.innerText)
    const runs = text.match(/[A-Za-z][A-Za-z'’.&-]*(?:[ \t]+[A-Za-z][A-Za-z'’.&-]*){3,}/g) ?? []
    for (const run of runs) {
      if (!allowedRuns.some((allowed) => allowed.test(run.trim()))) offenders.push(`${sitePage.path}: ${run}`)
    }
  }
  expect(offenders).toEqual([])
})
