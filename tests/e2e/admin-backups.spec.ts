/**
 * The desk's Backups page (owners) in Chromium, in English and Chinese: the page says when
 * snapshots are taken and how long they are kept, "Take a snapshot now" adds one to the list with
 * its size and age, its link downloads the file, and axe finds nothing to fix. A snapshot that
 * fails says why, and the owner's dashboard shows it until one succeeds. Editors have no Backups in
 * their menu, and the page refuses them.
 */
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { en } from '../../app/features/desk/copy/en'
import { zh } from '../../app/features/desk/copy/zh'
import { expect, test, type DeskServer } from '../support/desk-fixture'
import { gotoHydrated } from '../support/hydration'
import { axeCheck, wcag21 } from '../support/axe'

let server: DeskServer

test.beforeAll(({ deskServer }) => {
  server = deskServer
})

test('an owner takes a snapshot, sees it listed with its size and age, and downloads it, in English and in Chinese', async ({ signedInAs }) => {
  const { page } = await signedInAs('owner')
  for (const [lang, t] of [
    ['en', en],
    ['zh', zh],
  ] as const) {
    await page.context().addCookies([{ name: 'wwd_desk_lang', value: lang, url: server.url }])
    await gotoHydrated(page, `${server.url}/admin/backups`)
    await expect(page).toHaveTitle(`${t.backups.title} · ${t.deskTitle}`)
    await expect(page.getByRole('heading', { level: 1, name: t.backups.title })).toBeVisible()
    await expect(page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.nav.backups })).toBeVisible()
    // The desk's test server runs without a daily snapshot (BACKUP_AT=off).
    await expect(page.getByText(t.backups.dailyOff)).toBeVisible()
    await expect(page.getByText(t.backups.retention)).toBeVisible()

    await page.getByRole('button', { name: t.backups.takeNow }).click()
    const status = page.getByRole('status')
    await expect(status).toContainText(/wwd-backup-\d{8}T\d{6}\.\d{3}Z-manual\.sql\.gz/)
    const name = /wwd-backup-[^\s。.]+\.\d{3}Z-manual\.sql\.gz/.exec((await status.textContent()) ?? '')?.[0] ?? ''
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toContainText(t.backups.kinds.manual)
    await expect(row).toContainText(/\d+ KB/)
    await expect(row.locator('time')).toHaveText(lang === 'en' ? /seconds? ago|now|minute ago/ : /秒(钟)?前|现在|分钟前/)

    const downloading = page.waitForEvent('download')
    await row.getByRole('link', { name: t.backups.downloadLabel(name) }).click()
    expect((await downloading).suggestedFilename()).toBe(name)

    const results = await axeCheck(page, { include: 'main', tags: wcag21 })
    expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
  }
})

test('a failed snapshot says why on the Backups page, and stays on the owner’s dashboard until one succeeds', async ({ signedInAs }) => {
  const { page } = await signedInAs('owner')
  await page.context().addCookies([{ name: 'wwd_desk_lang', value: 'en', url: server.url }])
  const failedLine = page.getByRole('alert').filter({ hasText: 'The last snapshot of the database failed' })
  // A file where the snapshots' directory should be: the next snapshot cannot be written.
  const dir = path.join(server.dataDir, 'backups')
  const aside = `${dir}-aside`
  if (existsSync(dir)) renameSync(dir, aside)
  writeFileSync(dir, 'in the way')
  try {
    await gotoHydrated(page, `${server.url}/admin/backups`)
    await page.getByRole('button', { name: en.backups.takeNow }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'The snapshot failed:' })).toBeVisible()
    await gotoHydrated(page, `${server.url}/admin`)
    await expect(failedLine).toBeVisible()
    await failedLine.getByRole('link', { name: en.dashboard.openBackups }).click()
    await expect(page).toHaveURL(/\/admin\/backups$/)
  } finally {
    rmSync(dir, { force: true })
    if (existsSync(aside)) renameSync(aside, dir)
  }
  await page.getByRole('button', { name: en.backups.takeNow }).click()
  await expect(page.getByRole('status')).toContainText('Snapshot taken:')
  await gotoHydrated(page, `${server.url}/admin`)
  await expect(page.getByRole('heading', { level: 1, name: en.dashboard.title })).toBeVisible()
  await expect(failedLine).toHaveCount(0)
})

test('an editor has no Backups in the menu, and the page refuses them', async ({ signedInAs }) => {
  const { page } = await signedInAs('editor')
  await page.context().addCookies([{ name: 'wwd_desk_lang', value: 'en', url: server.url }])
  await gotoHydrated(page, `${server.url}/admin`)
  await expect(page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.backups })).toHaveCount(0)
  const response = await page.goto(`${server.url}/admin/backups`)
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: en.forbidden.title })).toBeVisible()
})
