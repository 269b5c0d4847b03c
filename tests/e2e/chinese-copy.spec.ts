import { expect, test } from '@playwright/test'
import { checkChineseCopy } from '../../app/features/i18n/glossary'
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

test('every Chinese page, as rendered, follows the glossary: text built in the page code as well as the copy', async ({ page }) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  for (const sitePage of sitePages.filter((p) => p.lang === 'zh')) {
    await page.goto(sitePage.path)
    const texts = await page.evaluate(() => [
      ...document.body.innerText.split('\n'),
      ...[...document.querySelectorAll('[aria-label], .sr-only, img[alt]')].map((el) => el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? el.textContent),
    ])
    for (const text of texts.map((t) => t.trim()).filter(Boolean)) {
      for (const problem of checkChineseCopy(text)) problems.push(`${sitePage.path}: ${problem.found} «${text.slice(0, 60)}»`)
    }
  }
  expect(problems).toEqual([])
})

test('Chinese accessible names and card prices follow the glossary', async ({ page }) => {
  await page.goto('/cn/safari')
  // The header's e-mail link and language switch are named with full-width punctuation.
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label], a, button')].map((el) => el.getAttribute('aria-label') ?? (el as HTMLElement).innerText),
  )
  const problems = names.flatMap((name) => checkChineseCopy(name).map((p) => `${name}: ${p.found}`))
  expect(problems).toEqual([])
  await expect(page.getByRole('link', { name: /^发邮件给我们：/ })).toBeVisible()
  // Card prices read in Chinese order: unit, amount, 起.
  await expect(page.getByText('每车 AED 500 起', { exact: false }).first()).toBeVisible()
})
