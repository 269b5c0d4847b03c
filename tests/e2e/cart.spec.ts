import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated, reloadHydrated } from '../support/hydration'

const copy = {
  en: {
    prefix: '',
    add: /^Add to WonderCart\s*: /,
    cart: (n: number) => `WonderCart, ${String(n)} item${n === 1 ? '' : 's'}`,
    added: 'This item has been added to your wonder cart',
    duplicate: 'Already in your wonder cart',
    name: /Preferred name/,
    email: /E-mail/,
    date: /Travel date/,
    message: /^Message/,
    submit: 'Send enquiry',
    submitting: 'Sending…',
    success: 'Your enquiry has been submitted. We will get back to you.',
    failure: 'Submit failed, please try again later.',
    emailError: 'Please enter a valid email address.',
    dateError: 'Please choose a date from today.',
    messageError: 'Message is required.',
    blockedError: 'Please remove inappropriate language from your message.',
    remove: /^Remove /,
    clearAll: 'Clear all',
    empty: /Your WonderCart is empty/,
    limited: /You can send again at/,
    blocked: 'Your driver is a dickhead',
  },
  zh: {
    prefix: '/cn',
    add: /^加入万德购物车\s*：/,
    cart: (n: number) => `万德购物车，共${String(n)}项`,
    added: '已加入您的万德购物车',
    duplicate: '该项目已在您的万德购物车中',
    name: /称呼/,
    email: /电子邮箱/,
    date: /出行日期/,
    message: /^留言/,
    submit: '提交咨询',
    submitting: '提交中……',
    success: '您的咨询已提交，我们会尽快联系您。',
    failure: '提交失败，请稍后再试，或通过 WhatsApp / 邮件联系我们。',
    emailError: '请输入正确的电子邮箱格式。',
    dateError: '请选择一个从今天起算的日期。',
    messageError: '请填写留言内容。',
    blockedError: '请您移除不恰当的文字。',
    remove: /^移除/,
    clearAll: '全部清空',
    empty: /购物车还是空的/,
    limited: /之后再试/,
    blocked: '你们是傻逼吗',
  },
} as const

const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10)

async function openCart(page: Page, lang: 'en' | 'zh', count: number) {
  await page.getByRole('button', { name: copy[lang].cart(count) }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

async function fillForm(page: Page, lang: 'en' | 'zh', message: string) {
  const t = copy[lang]
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(t.name).fill('Li Wei')
  await dialog.getByLabel(t.email).fill('li.wei@example.com')
  await dialog.getByLabel(t.date).fill(inAMonth())
  await dialog.getByLabel(t.message).fill(message)
}

/** The mails the server wrote to its file outbox (no SMTP_URL in the e2e server). */
function outboxMails(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
  try {
    return readdirSync(dir).map((file) => readFileSync(path.join(dir, file), 'utf8'))
  } catch {
    return []
  }
}

for (const lang of ['en', 'zh'] as const) {
  const t = copy[lang]

  test(`${lang}: add from category and detail pages, duplicates refused, cart and form survive a reload`, async ({ page }) => {
    await gotoHydrated(page, `${t.prefix}/city`)
    const adds = page.getByRole('region', { name: lang === 'en' ? 'Our services' : '精选服务' }).getByRole('button', { name: t.add })
    await adds.nth(0).click()
    await expect(page.getByRole('status').first()).toContainText(t.added)
    await adds.nth(0).click()
    await expect(page.getByRole('status').first()).toContainText(t.duplicate)
    await gotoHydrated(page, lang === 'en' ? '/city/sndcruise' : '/city/sndcruise1')
    await page.getByRole('main').getByRole('button', { name: t.add }).first().click()
    await expect(page.getByRole('button', { name: t.cart(2) })).toBeVisible()

    const dialog = await openCart(page, lang, 2)
    await dialog.getByLabel(t.name).fill('Ana')
    await dialog.getByLabel(t.message).fill('Two adults, one child')
    await reloadHydrated(page)
    const again = await openCart(page, lang, 2)
    await expect(again.getByRole('listitem')).toHaveCount(2)
    await expect(again.getByLabel(t.name)).toHaveValue('Ana')
    await expect(again.getByLabel(t.message)).toHaveValue('Two adults, one child')
    await expect(again.getByText('21/400')).toBeVisible()

    await again.getByRole('button', { name: t.remove }).first().click()
    await expect(again.getByRole('listitem')).toHaveCount(1)
    await again.getByRole('button', { name: t.clearAll }).click()
    await expect(again.getByText(t.empty)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: lang === 'en' ? 'WonderCart' : '万德购物车' }).first()).toBeVisible()
  })

  test(`${lang}: validation messages and the counter; submit waits for valid input`, async ({ page }) => {
    await gotoHydrated(page, t.prefix || '/')
    await page
      .getByRole('button', { name: lang === 'en' ? 'My WonderCart' : '万德购物车' })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    const submit = dialog.getByRole('button', { name: t.submit })
    await expect(submit).toBeDisabled()
    await dialog.getByLabel(t.email).fill('not-an-email')
    await expect(dialog.getByText(t.emailError)).toBeVisible()
    await dialog.getByLabel(t.date).fill('2020-01-01')
    await expect(dialog.getByText(t.dateError)).toBeVisible()
    await dialog.getByLabel(t.message).fill('   ')
    await dialog.getByLabel(t.message).blur()
    await expect(dialog.getByText(t.messageError)).toBeVisible()
    await dialog.getByLabel(t.message).fill(t.blocked)
    await expect(dialog.getByText(t.blockedError)).toBeVisible()
    await dialog.getByLabel(t.message).fill('x'.repeat(401))
    await expect(dialog.getByText('401/400')).toBeVisible()
    await expect(submit).toBeDisabled()
    await fillForm(page, lang, 'Hello, a general question about Changi transfers and skilled guides.')
    await expect(submit).toBeEnabled()
  })

  test(`${lang}: a successful submit shows the toast, closes the cart and the mails go out`, async ({ page }) => {
    await gotoHydrated(page, `${t.prefix}/cruise`)
    await page
      .getByRole('region', { name: lang === 'en' ? 'Our services' : '精选服务' })
      .getByRole('button', { name: t.add })
      .first()
      .click()
    await openCart(page, lang, 1)
    const message = `Dinner cruise for our anniversary (${lang}) ${String(Date.now())}`
    await fillForm(page, lang, message)
    await page.getByRole('dialog').getByRole('button', { name: t.submit }).click()
    await expect(page.getByRole('status').getByText(t.success)).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('button', { name: lang === 'en' ? 'WonderCart' : '万德购物车' }).first()).toBeVisible()
    // The enquiry was committed with its mails: the operator mail (carrying the message) is delivered.
    await expect
      .poll(
        () =>
          outboxMails()
            .filter((mail) => mail.includes('New enquiry'))
            .some((mail) => mail.includes(message.slice(-13))),
        { timeout: 15_000 },
      )
      .toBe(true)
  })

  test(`${lang}: a failing server keeps the cart open with the data, after the submitting state`, async ({ page }) => {
    // The server's answer waits until the test has seen the submitting state.
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    await page.route('**/api/enquir*', async (route) => {
      await answered
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"server_error","message":"down"}}' })
    })
    await gotoHydrated(page, t.prefix || '/')
    await page
      .getByRole('button', { name: lang === 'en' ? 'My WonderCart' : '万德购物车' })
      .first()
      .click()
    await fillForm(page, lang, 'Please keep this text if sending fails.')
    await page.getByRole('dialog').getByRole('button', { name: t.submit }).click()
    const busy = page.getByRole('dialog').getByRole('button', { name: t.submitting })
    await expect(busy).toBeVisible()
    await expect(busy).toBeDisabled()
    answer()
    await expect(page.getByRole('dialog').getByRole('status').getByText(t.failure)).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page.getByRole('dialog').getByLabel(t.message)).toHaveValue('Please keep this text if sending fails.')
    await expect(page.getByRole('dialog').getByRole('button', { name: t.submit })).toBeEnabled()
  })

  test(`${lang}: the per-session limit disables submit after two sends in five seconds`, async ({ page }) => {
    await page.route('**/api/enquir*', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1,"reference":"E-2026-000001"}' }))
    // The browser's clock stands still (timers still run): the three sends fall inside five
    // seconds however long a busy machine takes to fill the form.
    await page.clock.setFixedTime(new Date('2026-11-27T10:00:00+04:00'))
    await gotoHydrated(page, t.prefix || '/')
    for (let i = 0; i < 2; i += 1) {
      await page
        .getByRole('button', { name: lang === 'en' ? 'My WonderCart' : '万德购物车' })
        .first()
        .click()
      await fillForm(page, lang, `Question number ${String(i + 1)}`)
      await page.getByRole('dialog').getByRole('button', { name: t.submit }).click()
      await expect(page.getByRole('dialog')).toBeHidden({ timeout: 20_000 })
    }
    await page
      .getByRole('button', { name: lang === 'en' ? 'My WonderCart' : '万德购物车' })
      .first()
      .click()
    await fillForm(page, lang, 'Question number 3')
    await expect(page.getByRole('dialog').getByText(t.limited)).toBeVisible()
    await expect(page.getByRole('dialog').getByRole('button', { name: t.submit })).toBeDisabled()
  })
}

test('the cart stays in step across open tabs', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await gotoHydrated(first, '/safari')
  await gotoHydrated(second, '/cn/cruise')
  await first.getByRole('region', { name: 'Our services' }).getByRole('button', { name: copy.en.add }).first().click()
  await expect(second.getByRole('button', { name: copy.zh.cart(1) })).toBeVisible()
})

test('corrupt or foreign data in storage is ignored', async ({ page }) => {
  await page.addInitScript(() => {
    if (window.sessionStorage.getItem('seeded')) return
    window.sessionStorage.setItem('seeded', '1')
    window.localStorage.setItem('wondercart:v1', '{"items": "not a list", "form": 42')
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'My WonderCart' }).first().click()
  await expect(page.getByRole('dialog').getByText(copy.en.empty)).toBeVisible()
  await page.keyboard.press('Escape')
  await page.evaluate(() => {
    window.localStorage.setItem(
      'wondercart:v1',
      JSON.stringify({ items: [{ id: 'x', name: 'Kept' }, 7, null, '{"id":"y","name":"From JSON"}', 'Plain name'], form: { email: 3, name: 'Sam' } }),
    )
  })
  await reloadHydrated(page)
  await page.getByRole('button', { name: 'WonderCart, 3 items' }).click()
  await expect(page.getByRole('dialog').getByRole('listitem')).toHaveText([/Kept/, /From JSON/, /Plain name/])
  await expect(page.getByRole('dialog').getByLabel(copy.en.name)).toHaveValue('Sam')
  expect(errors).toEqual([])
})

test('the open cart locks page scroll and closing restores it', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'My WonderCart' }).first().click()
  const pageOverflow = () => page.evaluate(() => document.documentElement.style.overflow)
  await expect.poll(pageOverflow).toBe('hidden')
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  // The dialog's close event, which unlocks the page, is dispatched in a task after the click.
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect.poll(pageOverflow).toBe('')
})

test('a human check that cannot load ends as a submit failure, with the data kept', async ({ page }) => {
  await page.route('**/api/human-check/challenge', (route) => route.abort())
  await gotoHydrated(page, '/cn')
  await page.getByRole('button', { name: '万德购物车' }).first().click()
  await fillForm(page, 'zh', '验证码加载失败时，请保留我的留言。')
  await page.getByRole('dialog').getByRole('button', { name: copy.zh.submit }).click()
  await expect(page.getByRole('dialog').getByRole('status').getByText(copy.zh.failure)).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('dialog').getByLabel(copy.zh.message)).toHaveValue('验证码加载失败时，请保留我的留言。')
  await expect(page.getByRole('dialog').getByRole('button', { name: copy.zh.submit })).toBeEnabled()
})
