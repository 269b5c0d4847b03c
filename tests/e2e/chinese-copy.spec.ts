import { expect, test } from '@playwright/test'
import { checkChineseCopy } from '../../app/features/i18n/copy-checks'
import { sitePages } from '../../app/features/i18n/site-routes'
import { chineseProblems, readableTexts } from '../support/chinese-texts'

/**
 * Chinese pages must not show English sentences. A "sentence" is a run of four or more Latin words;
 * names of places, venues and brands that stay in Latin script on Chinese pages are allowed.
 */
const allowedRuns = [/^WanderWonderWorld Dubai$/i]

test('Chinese pages show no English sentence', async ({ page }) => {
  test.setTimeout(240_000)
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

test('every Chinese page, as rendered, follows the glossary: text built in the page code as well as the copy, and every accessible name', async ({ page }) => {
  test.setTimeout(240_000)
  const problems: string[] = []
  for (const sitePage of sitePages.filter((p) => p.lang === 'zh')) {
    await page.goto(sitePage.path)
    problems.push(...chineseProblems(sitePage.path, await readableTexts(page)))
  }
  expect(problems).toEqual([])
})

test('the rendered-page check fails on a wrong word or English punctuation in text, an accessible name, a title or an alt', async ({ page }) => {
  await page.setContent(`<!DOCTYPE html><html lang="zh-CN"><head><title>沙漠之旅 - 万德假日</title></head><body>
    <p>拼船晚餐 · 仅含船票</p>
    <a href="#" aria-label="查看全部: 城市一日游">查看全部</a>
    <button type="button" title="提交中…">提交</button>
    <img alt="夜空中挂着三弯新月，Dhow" src="data:,">
    <span class="sr-only">称呼 (选填)</span>
    <div lang="en"><p>Title (EN)</p></div>
  </body></html>`)
  const found = chineseProblems('sample', await readableTexts(page)).join('\n')
  for (const expected of [
    'title: [forbidden] 沙漠之旅',
    'text: [forbidden] 仅含船票',
    'a[aria-label]: [punctuation]',
    'button[title]: [punctuation]',
    'img[alt]: [latin] Dhow',
    'sr-only: [punctuation]',
  ]) {
    expect(found).toContain(expected)
  }
  expect(found).not.toContain('Title (EN)')
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
