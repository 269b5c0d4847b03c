/**
 * The desk in browser tests: `signedInAs(role)` gives a browser page signed in to a desk server as
 * a new person with that role. One desk server per Playwright worker, shared by the desk specs that
 * worker runs; each call invites a person of its own (role-1-3@example.com…), so no spec's role
 * change or "sign out everywhere" reaches another's desk. Each person signs in from an address of
 * their own (the server trusts X-Forwarded-For from loopback), as staff do from their own
 * computers, so the sign-in limits per address never pile up across specs.
 *
 *   import { test, expect } from '../support/desk-fixture'
 *   test('…', async ({ signedInAs }) => { const { page } = await signedInAs('editor') })
 *
 * Specs that move the server's clock or need other settings (sign-in, rate limits, news, the inbox's
 * mail peer) start their own server with `startDeskServer`.
 */
import { test as base, type APIRequestContext, type BrowserContextOptions, type Page } from '@playwright/test'
import type { Role } from '../../app/features/desk/permissions'
import { ensureStaff, ownerEmail, signInRequest, startDeskServer } from './admin'

export { expect } from '@playwright/test'

export type DeskServer = Awaited<ReturnType<typeof startDeskServer>>
/** A signed-in person: their page (in a browser context of its own), their API client and e-mail. */
export type SignedIn = { page: Page; request: APIRequestContext; email: string }
export type SignedInAs = (role: Role, options?: BrowserContextOptions) => Promise<SignedIn>

export const test = base.extend<object, { deskServer: DeskServer; signedInAs: SignedInAs }>({
  deskServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startDeskServer({ TRUST_PROXY: 'loopback' })
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  signedInAs: [
    async ({ browser, deskServer }, use, workerInfo) => {
      let people = 0
      const address = () => `198.51.100.${String(people)}`
      const opened: { close: () => Promise<void> }[] = []
      // The seeded owner invites everyone, signed in again should a test end its sessions.
      const inviterContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.250' } })
      opened.push(inviterContext)
      const inviter = inviterContext.request
      const invite = async (email: string, role: Role) => {
        if ((await inviter.get(`${deskServer.url}/admin/session`)).status() !== 200) {
          await signInRequest(inviter, deskServer.url, ownerEmail, deskServer.password)
        }
        await ensureStaff(inviter, deskServer.url, email, role)
      }
      await use(async (role, options = {}) => {
        people += 1
        const email = `${role}-${String(workerInfo.workerIndex)}-${String(people)}@example.com`
        await invite(email, role)
        const context = await browser.newContext({
          baseURL: deskServer.url,
          ...options,
          extraHTTPHeaders: { ...options.extraHTTPHeaders, 'X-Forwarded-For': address() },
        })
        opened.push(context)
        await signInRequest(context.request, deskServer.url, email, deskServer.password)
        const session = await context.request.get(`${deskServer.url}/admin/session`)
        if (session.status() !== 200) throw new Error(`${email} is not signed in: /admin/session answered ${String(session.status())}`)
        const page = await context.newPage()
        return { page, request: context.request, email }
      })
      for (const context of opened) await context.close().catch(() => undefined)
    },
    { scope: 'worker' },
  ],
})
