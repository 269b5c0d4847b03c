/**
 * The fault suite: two instances on one PostgreSQL behind nginx, one SMTP peer. Each case
 * breaks one real part and checks what a visitor and the operator would notice: acknowledged
 * enquiries are never lost, every mail arrives exactly once (or, after a crash mid-send, again
 * under the same Message-ID), outages answer clearly and heal without restarting anything, and
 * staff sign in whichever instance answers each step.
 */
import { inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enquiries, mailOutbox } from '../../app/.server/db/schema'
import { createSiteContentStore } from '../../app/features/content/content-store.server'
import { siteSeed } from '../../app/features/catalog/seed'
import { ipWindows } from '../../app/.server/limits/rate-limit'
import { eventually } from '../support/databases'
import { saveSiteContent } from '../support/save-site-content'
import { HttpSession, signInSession } from '../support/http-session'
import { credentialLinkIn, ownerEmail, setupLinks, staffEmail, staffPassword } from '../support/staff'
import { LEASE_SECONDS, startCluster, type Cluster, type Instance } from './support/cluster'
import { deliveriesById } from '../support/mail-peer'
import { newVisitor, sendEnquiry, solvedTokenFrom, visit, type EnquiryAnswer } from './support/visitors'

let cluster: Cluster

beforeAll(async () => {
  cluster = await startCluster()
})
afterAll(async () => {
  await cluster.dispose()
})

const references = (answers: EnquiryAnswer[]) => answers.flatMap((answer) => (answer.reference ? [answer.reference] : []))

/** The outbox rows of the enquiries with these references. */
async function mailsOf(refs: string[]) {
  const stored = await cluster.database.db.select({ id: enquiries.id }).from(enquiries).where(inArray(enquiries.reference, refs))
  if (stored.length === 0) return []
  return cluster.database.db
    .select()
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.enquiryId,
        stored.map((row) => row.id),
      ),
    )
}

/** Every acknowledged enquiry is stored exactly once. */
async function expectStoredOnce(refs: string[]) {
  const rows = await cluster.database.rows<{ reference: string; copies: number }>(
    sql`select reference, count(*)::int as copies from enquiries where reference in ${refs} group by reference`,
  )
  expect(rows).toHaveLength(refs.length)
  expect(rows.every((row) => row.copies === 1)).toBe(true)
}

async function waitUntilSent(refs: string[], timeoutMs: number) {
  await eventually(async () => {
    const mails = await mailsOf(refs)
    return mails.length >= refs.length && mails.every((mail) => mail.status === 'SUCCESS')
  }, timeoutMs)
  return mailsOf(refs)
}

/** One request of a browser and the instance that answered it (nginx's `X-Upstream`). */
type Step = { request: string; status: number; instance: string | undefined; cookies: string[] }

/**
 * A browser (cookies, redirects followed) at PUBLIC_URL, that is through nginx, which sends each of
 * its requests, redirects included, to the instance the test names next (`X-Instance`).
 */
function browserOn(cluster: Cluster) {
  const byAddress = new Map(cluster.instances.map((instance) => [`127.0.0.1:${String(instance.port)}`, instance.name]))
  let turns: Instance[] = []
  let turn = 0
  let steps: Step[] = []
  const session = new HttpSession({
    headersFor: (): Record<string, string> => {
      const next = turns[turn % turns.length]
      turn += 1
      return next ? { 'X-Instance': next.name } : {}
    },
    onResponse: (target, method, response) =>
      steps.push({
        // A sign-in's interaction id is new each time: named by its place.
        request: `${method} ${target.pathname.replace(/^\/(interaction|idp\/auth)\/(?!setup\/)[^/]+/, '/$1/<uid>')}`,
        status: response.status,
        instance: byAddress.get(response.headers.get('x-upstream') ?? ''),
        cookies: response.headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf('='))),
      }),
  })
  return {
    session,
    /** From now on, requests go to these instances in turn; the steps taken from here on. */
    through(...instances: Instance[]): Step[] {
      turns = instances
      turn = 0
      steps = []
      return steps
    },
  }
}

describe('two instances behind nginx on one PostgreSQL', () => {
  it('a burst of enquiries: each acknowledged one stored once, each mail delivered exactly once, both instances serving', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, () => visit(cluster.nginx.stickyUrl)))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201))
    const servedBy = new Set(answers.map((answer) => answer.upstream))
    expect(servedBy.size).toBe(2)
    const refs = references(answers)
    await expectStoredOnce(refs)
    const mails = await waitUntilSent(refs, 60_000)
    expect(mails.length).toBeGreaterThanOrEqual(refs.length) // the operator's mail, and the visitor's ack
    const delivered = deliveriesById(cluster.mail.received)
    for (const mail of mails) expect(delivered.get(mail.messageId ?? 'missing')).toBe(1)
  })

  it('a challenge issued by one instance is accepted by the other, and the per-address limit counts across both', async () => {
    const [a, b] = cluster.instances
    if (!a || !b) throw new Error('two instances expected')
    const visitor = newVisitor()
    const window = ipWindows[0] ?? { limit: 10, seconds: 600 }
    const limit = window.limit
    // The limit's windows are fixed, aligned to the clock: eleven enquiries that straddle a window's
    // end are counted in two windows and all go through. Start where the whole run fits in one.
    const sizeMs = window.seconds * 1000
    const leftMs = sizeMs - (Date.now() % sizeMs)
    if (leftMs < 30_000) await new Promise((resolve) => setTimeout(resolve, leftMs + 500))
    const statuses: number[] = []
    for (let i = 0; i <= limit; i += 1) {
      const [issuer, receiver] = i % 2 === 0 ? [a, b] : [b, a]
      const token = await solvedTokenFrom(issuer.url, visitor)
      statuses.push((await sendEnquiry(receiver.url, visitor, token)).status)
    }
    expect(statuses.slice(0, limit)).toEqual(statuses.slice(0, limit).map(() => 201))
    expect(statuses[limit]).toBe(429)
  })

  it('a content save on one instance reaches the pages the other serves at once', async () => {
    const store = await createSiteContentStore(cluster.database, siteSeed)
    try {
      for (const instance of cluster.instances) {
        // Warm each instance's content and page caches first.
        for (let i = 0; i < 2; i += 1) await (await fetch(`${instance.url}/contact`)).text()
      }
      const { content, version } = await store.getSiteContent()
      const email = `desk-${String(Date.now())}@wanderwonderworlddubai.com`
      await saveSiteContent(cluster.database, store, { settings: { ...content.settings, email } }, { expectedVersion: version, by: 'fault-suite' })
      // "At once": well within the page cache's minute, so only the notification can explain it
      // (a few seconds allow for a busy machine).
      for (const instance of cluster.instances) {
        await eventually(async () => (await (await fetch(`${instance.url}/contact`)).text()).includes(`mailto:${email}`), 5000)
      }
    } finally {
      await store.stop()
    }
  })

  it('the built-in sign-in provider works across two instances: setup link, alternating sign-in, invitation', async () => {
    const [a, b] = cluster.instances
    if (!a || !b) throw new Error('two instances expected')
    const publicUrl = cluster.publicUrl
    const origin = { Origin: publicUrl }
    const form = (password: string) => ({ password, repeat: password })
    const alternate = (steps: Step[]) => steps.map((_, index) => (index % 2 === 0 ? 'a' : 'b'))

    // Each instance logged a setup link for the owner at the first start. a's is opened on a and
    // used on b; using it ends b's too.
    await eventually(() => cluster.instances.every((instance) => /"setupLinks"/.test(instance.process.output())), 15_000)
    const linkOf = (instance: Instance) => setupLinks(instance.process).find((link) => link.email === ownerEmail)?.url ?? ''
    const [setupLink, otherLink] = [linkOf(a), linkOf(b)]
    expect(new URL(setupLink).origin).toBe(publicUrl)
    const owner = browserOn(cluster)
    const opened = owner.through(a)
    const page = await owner.session.get(setupLink)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(ownerEmail)
    const used = owner.through(b)
    expect((await owner.session.post(setupLink, form(staffPassword), origin)).status).toBe(200)
    expect([...opened, ...used].map((step) => step.instance)).toEqual(['a', 'b'])
    owner.through(a)
    expect((await owner.session.get(otherLink)).status).toBe(410)

    // The owner's whole sign-in, each request answered by the other instance than the one before.
    const signIn = owner.through(a, b)
    expect(await signInSession(owner.session, publicUrl, ownerEmail, staffPassword)).toBe(200)
    expect(signIn.map((step) => step.instance)).toEqual(alternate(signIn))
    expect(signIn.map((step) => step.request)).toEqual(
      expect.arrayContaining(['GET /auth/start', 'GET /idp/auth', 'GET /interaction/<uid>', 'POST /interaction/<uid>/login', 'GET /auth/callback']),
    )
    const callback = signIn.at(-1)
    expect([callback?.request, callback?.status]).toEqual(['GET /auth/callback', 200])
    expect(callback?.cookies).toContain('wwd_admin')
    for (const instance of [a, b]) {
      const checked = owner.through(instance)
      const session = await owner.session.get(`${publicUrl}/admin/session`)
      expect(session.status).toBe(200)
      expect(await session.json()).toMatchObject({ email: ownerEmail, role: 'owner' })
      expect(checked.map((step) => step.instance)).toEqual([instance.name])
    }

    // The owner invites an agent on a; the agent sets a password on b and signs in on a.
    const agentEmail = staffEmail('agent')
    const invitedOn = owner.through(a)
    const invited = await owner.session.post(`${publicUrl}/admin/staff`, { intent: 'invite', email: agentEmail, role: 'agent' }, origin)
    expect(invited.status).toBe(200)
    const agentLink = credentialLinkIn(await invited.text())
    expect(invitedOn.map((step) => step.instance)).toEqual(['a'])
    const agent = browserOn(cluster)
    const setOn = agent.through(b)
    expect((await agent.session.post(agentLink, form(staffPassword), origin)).status).toBe(200)
    expect(setOn.map((step) => step.instance)).toEqual(['b'])
    const agentSignIn = agent.through(a)
    expect(await signInSession(agent.session, publicUrl, agentEmail, staffPassword)).toBe(200)
    expect(agentSignIn.map((step) => step.instance)).toEqual(agentSignIn.map(() => 'a'))
    const agentChecked = agent.through(b)
    const agentSession = await agent.session.get(`${publicUrl}/admin/session`)
    expect(agentSession.status).toBe(200)
    expect(await agentSession.json()).toMatchObject({ email: agentEmail, role: 'agent' })
    expect(agentChecked.map((step) => step.instance)).toEqual(['b'])
  })

  it('SMTP down during a burst, then back: every mail delivered exactly once', async () => {
    const answers: EnquiryAnswer[] = []
    const burst = Promise.all(
      Array.from({ length: 12 }, async () => {
        const answer = await visit(cluster.nginx.stickyUrl)
        answers.push(answer)
        return answer
      }),
    )
    // The mail server goes away in the middle of the burst, once some enquiries were acknowledged.
    await eventually(() => answers.filter((answer) => answer.status === 201).length >= 3, 60_000)
    const acknowledgedBefore = answers.length
    await cluster.mail.down()
    await burst
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201))
    expect(answers.length - acknowledgedBefore).toBeGreaterThan(0) // some were sent with SMTP already down
    const refs = references(answers)
    await eventually(async () => (await mailsOf(refs)).some((mail) => mail.lastError !== null), 30_000)
    await cluster.mail.up()
    const mails = await waitUntilSent(refs, 60_000)
    const delivered = deliveriesById(cluster.mail.received)
    for (const mail of mails) expect(delivered.get(mail.messageId ?? 'missing')).toBe(1)
    await expectStoredOnce(refs)
  })

  it('kill -9 of one instance during a burst: nothing acknowledged is lost, its claimed mails are sent by the other within the lease', async () => {
    const [victim] = cluster.instances
    if (!victim) throw new Error('no instance')
    cluster.mail.delayMs = 300 // mails stay claimed while the instance dies
    try {
      const answers: EnquiryAnswer[] = []
      const burst = Promise.all(
        Array.from({ length: 14 }, async () => {
          const answer = await visit(cluster.nginx.stickyUrl)
          answers.push(answer)
          return answer
        }),
      )
      // Kill it while it holds claimed mails (its claim tokens start with its host and pid).
      const owner = `%:${String(victim.process.child.pid)}/%`
      const heldByVictim = () =>
        cluster.database.rows<{ id: string }>(sql`select id from mail_outbox where status = 'PROCESSING' and claim_token like ${owner}`)
      await eventually(() => answers.filter((answer) => answer.status === 201).length >= 5, 60_000)
      await eventually(async () => (await heldByVictim()).length >= 2, 60_000)
      victim.process.child.kill('SIGKILL')
      const killedAt = Date.now()
      // What it held when it died: still claimed under its token (the lease has not run out yet).
      const orphaned = (await heldByVictim()).map((row) => Number(row.id))
      expect(orphaned.length).toBeGreaterThan(0)
      await burst
      const refs = references(answers)
      expect(refs.length).toBeGreaterThanOrEqual(5)
      // Every 201 is stored once; everything else was a clear refusal or a dropped connection.
      await expectStoredOnce(refs)
      expect(answers.every((answer) => answer.status === 201 || answer.status === 0 || answer.status >= 400)).toBe(true)
      const mails = await waitUntilSent(refs, 60_000)
      // The mails it held were taken over and sent by the other instance.
      const takenOver = await cluster.database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, orphaned))
      expect(takenOver.map((mail) => mail.status)).toEqual(orphaned.map(() => 'SUCCESS'))
      const sendingTime = (mails.length * cluster.mail.delayMs) / 1000
      // Within the lease plus the other instance's poll, with room for a busy machine; far below the
      // default 60 s lease, so a worker that did not hand over by lease would miss it.
      expect((Date.now() - killedAt) / 1000).toBeLessThan(LEASE_SECONDS + 15 + sendingTime)
      const delivered = deliveriesById(cluster.mail.received)
      const extra = mails.reduce((sum, mail) => sum + (delivered.get(mail.messageId ?? 'missing') ?? 0) - 1, 0)
      expect(mails.every((mail) => (delivered.get(mail.messageId ?? 'missing') ?? 0) >= 1)).toBe(true)
      // At most the mail in flight when the process died goes out twice, under the same Message-ID.
      expect(extra).toBeLessThanOrEqual(1)
    } finally {
      cluster.mail.delayMs = 0
      await cluster.restart(victim)
    }
  })

  it('PostgreSQL restarted: /readyz 503 and enquiries refused with a clear 503 while it is down, then recovery without restarting anything', async () => {
    const prepared = await Promise.all(
      cluster.instances.map(async (instance) => {
        const visitor = newVisitor()
        return { instance, visitor, tokens: [await solvedTokenFrom(instance.url, visitor), await solvedTokenFrom(instance.url, visitor)] }
      }),
    )
    cluster.postgres.stop()
    try {
      for (const { instance, visitor, tokens } of prepared) {
        expect((await fetch(`${instance.url}/readyz`)).status).toBe(503)
        const english = await sendEnquiry(instance.url, visitor, tokens[0] ?? '')
        expect(english.status).toBe(503)
        expect(Number(english.retryAfter)).toBeGreaterThan(0)
        const chinese = await sendEnquiry(instance.url, visitor, tokens[1] ?? '', { path: '/api/enquiry-cn' })
        expect(chinese.status).toBe(503)
        expect(JSON.stringify(chinese.body)).toMatch(/稍后再试/)
      }
    } finally {
      cluster.postgres.start()
    }
    for (const { instance, visitor, tokens } of prepared) {
      await eventually(async () => (await fetch(`${instance.url}/readyz`)).status === 200, 60_000)
      const answer = await sendEnquiry(instance.url, visitor, tokens[0] ?? '')
      expect(answer.status).toBe(201)
    }
    // Notifications flow again too: a save reaches both instances' pages.
    const store = await createSiteContentStore(cluster.database, siteSeed)
    try {
      const { content, version } = await store.getSiteContent()
      const email = `after-restart-${String(Date.now())}@wanderwonderworlddubai.com`
      await saveSiteContent(cluster.database, store, { settings: { ...content.settings, email } }, { expectedVersion: version, by: 'fault-suite' })
      for (const instance of cluster.instances) {
        await eventually(async () => (await (await fetch(`${instance.url}/contact`)).text()).includes(`mailto:${email}`), 15_000)
      }
    } finally {
      await store.stop()
    }
  })
})
