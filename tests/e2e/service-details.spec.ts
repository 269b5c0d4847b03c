/**
 * The details each service needs, asked lightly: a Chinese visitor with an airport transfer and a
 * safari in the WonderCart sees the questions of each (all optional), a wrong flight number is
 * said in Chinese under its field, and the answers with the WeChat ID reach the desk's enquiry.
 */
import { expect, test } from '../support/desk-fixture'
import { gotoHydrated } from '../support/hydration'

const DAY_MS = 24 * 3600_000

test('a Chinese visitor answers the transfer’s and the safari’s questions, and the agent reads them on the enquiry', async ({
  browser,
  deskServer,
  signedInAs,
}) => {
  test.setTimeout(150_000)
  const visitor = await (await browser.newContext()).newPage()
  for (const path of ['/cn/transfers', '/cn/safari']) {
    await gotoHydrated(visitor, `${deskServer.url}${path}`)
    await visitor
      .getByRole('region', { name: '精选服务' })
      .getByRole('button', { name: /^加入万德购物车\s*：/ })
      .first()
      .click()
  }
  await visitor.getByRole('button', { name: '万德购物车，共2项' }).click()
  const cart = visitor.getByRole('dialog')
  await expect(cart.getByRole('heading', { name: '补充信息（选填）' })).toBeVisible()
  const [transfer, safari] = [cart.getByRole('group').nth(0), cart.getByRole('group').nth(1)]
  // A transfer asks for the flight and the sign board; a safari for the hotel, not the flight.
  await expect(transfer.getByLabel(/^航班号/)).toBeVisible()
  await expect(transfer.getByLabel(/^接机牌上的姓名/)).toBeVisible()
  await expect(safari.getByLabel(/^航班号/)).toHaveCount(0)
  await expect(safari.getByLabel(/^接送酒店或区域/)).toBeVisible()

  await cart.getByLabel(/称呼/).fill('张伟')
  await cart.getByLabel(/电子邮箱/).fill('zhang.wei@example.cn')
  await cart.getByLabel(/出行日期/).fill(new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10))
  await cart.getByLabel(/^留言/).fill('两位大人带一个孩子，下午落地后去沙漠。')
  await transfer.getByLabel(/^航班号/).fill('303')
  await transfer.getByLabel(/^航班号/).blur()
  await expect(transfer.getByText('航班号格式不对，请按机票上的写法填写（航空公司代码加数字）。')).toBeVisible()
  await expect(cart.getByRole('button', { name: '提交咨询' })).toBeDisabled()
  await transfer.getByLabel(/^航班号/).fill('ek 303')
  await transfer.getByLabel(/^接机牌上的姓名/).fill('ZHANG WEI')
  await transfer.getByLabel(/^成人/).fill('2')
  await transfer.getByLabel(/^儿童年龄/).fill('6')
  await safari.getByLabel(/^接送酒店或区域/).fill('亚特兰蒂斯酒店')
  await cart.getByLabel('您希望我们通过哪种方式联系您？').selectOption({ label: '微信' })
  await cart.getByLabel('您的微信号').fill('zhangwei_2026')
  await cart.getByRole('button', { name: '提交咨询' }).click()
  await expect(visitor.getByRole('status').getByText('您的咨询已提交，我们会尽快联系您。')).toBeVisible({ timeout: 20_000 })

  const { page: desk } = await signedInAs('agent')
  await desk.goto('/admin/enquiries')
  await desk.getByRole('row', { name: /张伟/ }).getByRole('link').first().click()
  const basket = desk.getByRole('region', { name: 'The basket as sent' })
  const transferAnswers = basket.getByRole('definition').filter({ hasText: 'EK303' })
  await expect(transferAnswers).toBeVisible()
  await expect(basket.getByRole('definition').filter({ hasText: 'ZHANG WEI' })).toBeVisible()
  await expect(basket.getByRole('definition').filter({ hasText: '亚特兰蒂斯酒店' })).toBeVisible()
  const contact = desk.getByRole('region', { name: 'Contact' })
  await expect(contact).toContainText('WeChat')
  await expect(contact).toContainText('zhangwei_2026')
  await visitor.context().close()
})
