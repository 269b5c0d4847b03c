/**
 * The desk's Staff and News screens on a 390 px phone, in English and Chinese: the page never
 * scrolls sideways, nothing inside the main region does either, and every row's actions (Staff:
 * change role, reset sign-in, remove; News: edit, delete, restore) and the Staff invitation form lie
 * within the screen's width and work there. Beside the side menu at 1024 px the rows are still cards;
 * at 1280 px the lists are tables.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test, type DeskServer } from '../support/desk-fixture'
import { ensureStaff } from '../support/admin'
import { gotoHydrated } from '../support/hydration'
import { axeCheck, wcag21 } from '../support/axe'
import { randomUUID } from 'node:crypto'

const phone = { width: 390, height: 844 }

/** A person with a long address, so the Staff list has a row that needs all of its width. */
const longEmail = 'reservations.and.operations.desk@dunes-and-dhows-tours.example.com'
/** A news item of this spec's own, scheduled far ahead so no public board shows it. */
/**
 * The news item the News tests delete and restore. Each run of `beforeAll` makes one with a title of
 * its own: a worker may run it more than once on its desk server (tests of this file dispatched apart).
 */
const titlesOf = (tag: string) => ({
  en: `Phone width check ${tag}: a long title for an overnight desert camp with dinner and a show`,
  zh: `手机宽度检查 ${tag}：沙漠露营过夜，含晚餐和表演`,
})
let newsTitles = titlesOf('0')

const copy = {
  en: {
    staff: 'Staff',
    news: 'News and offers',
    email: 'E-mail',
    role: 'Role',
    inviteLanguage: 'Language of the invitation',
    invite: 'Invite',
    change: 'Change role',
    reset: 'Reset sign-in',
    remove: 'Remove',
    create: 'New item',
    edit: 'Edit',
    delete: 'Delete',
    restore: 'Restore',
    showDeleted: 'Show deleted',
    apply: 'Apply',
    saved: 'Saved.',
    colon: ': ',
  },
  zh: {
    staff: '员工',
    news: '动态与优惠',
    email: '邮箱',
    role: '角色',
    inviteLanguage: '邀请邮件语言',
    invite: '邀请',
    change: '修改角色',
    reset: '重置登录',
    remove: '移除',
    create: '新建条目',
    edit: '编辑',
    delete: '删除',
    restore: '恢复',
    showDeleted: '显示已删除',
    apply: '应用',
    saved: '已保存。',
    colon: '：',
  },
} as const

let server: DeskServer

test.beforeAll(async ({ deskServer, signedInAs }) => {
  server = deskServer
  const owner = await signedInAs('owner')
  await ensureStaff(owner.request, server.url, longEmail, 'agent')
  const editor = await signedInAs('editor')
  newsTitles = titlesOf(randomUUID().slice(0, 6))
  const created = await editor.request.post(`${server.url}/admin/news`, {
    headers: { Origin: server.url, 'Content-Type': 'application/json' },
    data: {
      intent: 'create',
      draft: {
        title: newsTitles,
        body: { en: 'Details for visitors.', zh: '详情。' },
        ctaText: { en: '', zh: '' },
        ctaLink: '',
        pin: false,
        variant: 'success',
        priority: 5,
        startAt: '2099-01-01T09:00',
        endAt: '2099-01-02T18:00',
        extra: {},
      },
    },
  })
  expect(created.status()).toBe(200)
})

/** Opens a desk screen in the given language (through the header's switch for Chinese). */
async function open(page: Page, path: string, lang: 'en' | 'zh', heading: string) {
  await gotoHydrated(page, `${server.url}${path}`)
  // Each test's person is new, and a new person's desk opens in English.
  if (lang === 'zh') await page.getByRole('button', { name: 'Show the desk in Chinese' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
}

/**
 * Nothing scrolls sideways: not the page, not the main region, not any scrolling box inside it.
 * Answers the boxes that do, by tag and class, so a failure says where.
 */
async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > window.innerWidth) found.push(`page ${String(root.scrollWidth)} px`)
    const main = document.querySelector('main')
    if (!main) return ['no main region']
    if (main.scrollWidth > main.clientWidth) found.push(`main ${String(main.scrollWidth)} px`)
    for (const element of main.querySelectorAll('*')) {
      const style = getComputedStyle(element)
      if (!['auto', 'scroll'].includes(style.overflowX)) continue
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`${element.tagName.toLowerCase()}.${element.className} ${String(element.scrollWidth)} > ${String(element.clientWidth)} px`)
    }
    return found
  })
}

/** The main region's accessibility problems (axe: WCAG 2.1 A and AA, best practice). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeCheck(page, { include: 'main', tags: wcag21 })
  return results.violations.map(
    (v) =>
      `${v.id} ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}

/** The control is shown and lies within the screen's width, as it is, without scrolling anything sideways. */
async function expectWithinWidth(control: Locator, width = phone.width) {
  await expect(control).toBeVisible()
  const box = await control.boundingBox()
  expect(box, 'a box on the screen').not.toBeNull()
  if (!box) return
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width)
  // A finger-sized target: at least 24 px each way (WCAG 2.2 target size, minimum).
  expect(Math.min(box.width, box.height), 'target size').toBeGreaterThanOrEqual(24)
}

for (const lang of ['en', 'zh'] as const) {
  const t = copy[lang]
  const language = lang === 'en' ? 'English' : 'Chinese'

  test(`Staff at 390 px in ${language}: no sideways scrolling, the invitation form and every person's role, reset and remove fit the screen`, async ({
    signedInAs,
  }) => {
    const { page, email } = await signedInAs('owner', { viewport: phone, isMobile: true, hasTouch: true })
    await open(page, '/admin/staff', lang, t.staff)
    expect(await sidewaysScrollers(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    // The invitation form: e-mail, role, language of the invitation, Invite.
    await expectWithinWidth(page.getByLabel(t.email, { exact: true }))
    await expectWithinWidth(page.getByLabel(t.role, { exact: true }))
    await expectWithinWidth(page.getByLabel(t.inviteLanguage, { exact: true }))
    await expectWithinWidth(page.getByRole('button', { name: t.invite, exact: true }))
    // Every person's actions, the long address's too.
    const people = [email, longEmail]
    for (const person of people) {
      const row = page.getByRole('row', { name: new RegExp(person.replace(/\./g, '\\.')) })
      await expect(row).toHaveCount(1)
      await expectWithinWidth(row.getByLabel(`${t.role}${t.colon}${person}`))
      await expectWithinWidth(row.getByRole('button', { name: t.change, exact: true }))
      await expectWithinWidth(page.getByRole('button', { name: `${t.reset}${t.colon}${person}` }))
      await expectWithinWidth(page.getByRole('button', { name: `${t.remove}${t.colon}${person}` }))
    }
    // And they work there: a role change from the phone.
    const row = page.getByRole('row', { name: new RegExp(longEmail.replace(/\./g, '\\.')) })
    await row.getByLabel(`${t.role}${t.colon}${longEmail}`).selectOption(lang === 'en' ? 'editor' : 'agent')
    await row.getByRole('button', { name: t.change, exact: true }).click()
    await expect(page.getByRole('status')).toContainText(t.saved)
    expect(await sidewaysScrollers(page)).toEqual([])
    // Beside the desk's side menu (1024 px) the rows are still cards; at 1280 px a table with its column headers.
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await sidewaysScrollers(page), `${String(width)} px`).toEqual([])
      await expectWithinWidth(page.getByRole('button', { name: `${t.remove}${t.colon}${longEmail}` }), width)
      await expectWithinWidth(page.getByRole('button', { name: `${t.reset}${t.colon}${longEmail}` }), width)
    }
    await expect(page.getByRole('columnheader', { name: t.email, exact: true })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test(`News at 390 px in ${language}: no sideways scrolling, every item's edit and delete fit the screen, restore too`, async ({ signedInAs }) => {
    const { page } = await signedInAs('editor', { viewport: phone, isMobile: true, hasTouch: true })
    await open(page, '/admin/news', lang, t.news)
    expect(await sidewaysScrollers(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await expectWithinWidth(page.getByRole('button', { name: t.create, exact: true }))
    const editButtons = page.getByRole('button', { name: new RegExp(`^${t.edit}${t.colon}`) })
    expect(await editButtons.count()).toBeGreaterThan(1)
    for (const button of await editButtons.all()) await expectWithinWidth(button)
    for (const button of await page.getByRole('button', { name: new RegExp(`^${t.delete}${t.colon}`) }).all()) await expectWithinWidth(button)
    // Delete from the phone, find it under "Show deleted", restore it. The list names the item in the desk's language.
    const newsTitle = newsTitles[lang]
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: `${t.delete}${t.colon}${newsTitle}` }).click()
    await expect(page.getByRole('button', { name: `${t.edit}${t.colon}${newsTitle}` })).toHaveCount(0)
    await page.getByLabel(t.showDeleted).check()
    await page.getByRole('button', { name: t.apply, exact: true }).click()
    const restore = page.getByRole('button', { name: `${t.restore}${t.colon}${newsTitle}` })
    await expectWithinWidth(restore)
    expect(await sidewaysScrollers(page)).toEqual([])
    await restore.click()
    await expectWithinWidth(page.getByRole('button', { name: `${t.edit}${t.colon}${newsTitle}` }))
    // The editor opened on the phone fits too.
    await page.getByRole('button', { name: `${t.edit}${t.colon}${newsTitle}` }).click()
    await expect(page.getByRole('form')).toBeVisible()
    expect(await sidewaysScrollers(page)).toEqual([])
    // Beside the desk's side menu (1024 px) the rows are still cards; at 1280 px a table with its column headers.
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await sidewaysScrollers(page), `${String(width)} px`).toEqual([])
      for (const button of await editButtons.all()) await expectWithinWidth(button, width)
    }
    await expect(page.getByRole('columnheader').first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
}
