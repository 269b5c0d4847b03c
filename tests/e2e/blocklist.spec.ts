/**
 * The blocklist's two tiers in Chromium (ADR 0036): a visitor's Chinese enquiry holding
 * flag-tier words (traditional characters, a political term, 他媽的 "his mother's") is accepted
 * as usual and acknowledged; the inbox shows it flagged, with the words highlighted, in its filter
 * and on the dashboard. A refusal-tier message shows the spec's sentence in both languages. An
 * owner's change that would refuse ordinary enquiries is not saved.
 */
import { expect, test } from '@playwright/test'
import { signInAs, startDeskServer } from '../support/admin'
import { startSmtpSink } from '../support/enquiry-harness'
import { gotoHydrated, waitForHydration } from '../support/hydration'

const inAMonth = () => new Date(Date.now() + 30 * 24 * 3_600_000).toISOString().slice(0, 10)

test.describe('a flagged enquiry', () => {
  test.describe.configure({ mode: 'serial' })
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  let server: Awaited<ReturnType<typeof startDeskServer>>

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    sink = await startSmtpSink()
    server = await startDeskServer({ SMTP_URL: sink.url })
  })
  test.afterAll(async () => {
    await server.stop()
    await sink.close()
  })

  test('arrives in the inbox flagged, words highlighted, acknowledged as usual', async ({ browser }) => {
    const visitor = await (await browser.newContext()).newPage()
    await gotoHydrated(visitor, `${server.url}/cn/cruise`)
    await visitor
      .getByRole('region', { name: '精选服务' })
      .getByRole('button', { name: /^加入万德购物车\s*：/ })
      .first()
      .click()
    await visitor.getByRole('button', { name: '万德购物车，共1项' }).click()
    const cart = visitor.getByRole('dialog')
    await cart.getByLabel(/称呼/).fill('陈家明')
    await cart.getByLabel(/电子邮箱/).fill('chen.kaming@example.com')
    await cart.getByLabel(/出行日期/).fill(inAMonth())
    await cart.getByLabel(/^留言/).fill('我是香港獨立攝影師，老公說他媽的簽證還沒批下來，想先訂遊船晚餐。')
    await expect(cart.getByText('请您移除不恰当的文字。')).toBeHidden()
    await cart.getByRole('button', { name: '提交咨询' }).click()
    await expect(visitor.getByRole('status').getByText('您的咨询已提交，我们会尽快联系您。')).toBeVisible({ timeout: 20_000 })

    // The acknowledgement goes out as for any enquiry.
    await expect
      .poll(
        () =>
          sink.received.some(
            (mail) =>
              mail.subject?.startsWith('【万德假日】已收到您的咨询') &&
              !Array.isArray(mail.to) &&
              mail.to?.value.some((to) => to.address === 'chen.kaming@example.com'),
          ),
        { timeout: 15_000 },
      )
      .toBe(true)

    const desk = await (await browser.newContext()).newPage()
    await signInAs(desk, server, 'owner')
    await desk.goto(`${server.url}/admin`)
    await waitForHydration(desk)
    const count = desk.getByText('Possibly offensive enquiries', { exact: true }).locator('..').getByRole('link')
    await expect(count).toHaveText('1')
    await expect(count).toHaveAttribute('href', '/admin/enquiries?flagged=1')

    await desk.goto(`${server.url}/admin/enquiries`)
    await waitForHydration(desk)
    await desk.getByRole('checkbox', { name: 'Possibly offensive only' }).check()
    await desk.getByRole('button', { name: 'Apply' }).click()
    await expect(desk).toHaveURL(/[?&]flagged=1/)
    const row = desk.getByRole('row', { name: /陈家明/ })
    await expect(row).toContainText('Possibly offensive')
    await row.getByRole('link').first().click()
    await expect(desk.getByText(/^Possibly offensive: the message holds words/)).toBeVisible()
    // The words as the visitor wrote them (traditional characters) are marked in the message.
    for (const words of ['香港獨立', '他媽的']) {
      const mark = desk.getByText(words, { exact: true })
      await expect(mark).toBeVisible()
      expect(await mark.evaluate((element) => element.tagName)).toBe('MARK')
    }
  })

  test('an owner’s change that would refuse ordinary enquiries is not saved', async ({ browser }) => {
    const desk = await (await browser.newContext()).newPage()
    await signInAs(desk, server, 'owner')
    await desk.goto(`${server.url}/admin/blocklist`)
    await waitForHydration(desk)
    const refuse = desk.getByLabel('Refusal list (enquiry refused)')
    await refuse.fill(`${await refuse.inputValue()}\n台独`)
    await desk.getByRole('button', { name: 'Save both lists' }).click()
    // The save runs both lists over the whole ordinary corpus first: give a busy machine its time.
    await expect(desk.getByRole('alert')).toContainText(/Not saved: the refusal list would turn away \d+ ordinary enquir/, { timeout: 30_000 })
    await desk.reload()
    await waitForHydration(desk)
    await expect(desk.getByText('Built-in lists, never changed')).toBeVisible()
  })
})

for (const [path, lang] of [
  ['/', 'en'],
  ['/cn', 'zh'],
] as const) {
  test(`${lang}: a refusal-tier message shows the spec's sentence and cannot be sent`, async ({ page }) => {
    await gotoHydrated(page, path)
    await page
      .getByRole('button', { name: lang === 'en' ? 'My WonderCart' : '万德购物车' })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(lang === 'en' ? /E-mail/ : /电子邮箱/).fill('guest@example.com')
    await dialog.getByLabel(lang === 'en' ? /Travel date/ : /出行日期/).fill(inAMonth())
    const message = dialog.getByLabel(lang === 'en' ? /^Message/ : /^留言/)
    const sentence = lang === 'en' ? 'Please remove inappropriate language from your message.' : '请您移除不恰当的文字。'
    await message.fill(lang === 'en' ? 'Your f*cking drivers are late again' : '你们这群傻 逼司机又迟到了')
    await expect(dialog.getByText(sentence)).toBeVisible()
    await expect(dialog.getByRole('button', { name: lang === 'en' ? 'Send enquiry' : '提交咨询' })).toBeDisabled()
    // An ordinary sentence holding a listed word's characters across a boundary passes.
    await message.fill(lang === 'en' ? 'We fly from Scunthorpe; could you quote a white power bank rental too?' : '我们一家三口交多少定金可以锁位？')
    await expect(dialog.getByText(sentence)).toBeHidden()
    await expect(dialog.getByRole('button', { name: lang === 'en' ? 'Send enquiry' : '提交咨询' })).toBeEnabled()
  })
}
