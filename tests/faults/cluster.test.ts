/**
 * The fault suite: two instances on one PostgreSQL behind nginx, one SMTP peer. Each case
 * breaks one real part and checks what a visitor and the operator would notice: acknowledged
 * enquiries are never lost, every mail arrives exactly once (or, after a crash mid-send, again
 * under the same Message-ID), outages answer clearly and heal without restarting anything.
 */
import { inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enquiries, mailOutbox } from '../../app/.server/db/schema'
import { createSiteContentStore } from '../../app/features/content/content-store.server'
import { siteSeed } from '../../app/features/catalog/seed'
import { ipWindows } from '../../app/.server/limits/rate-limit'
import { eventually } from '../support/databases'
import { LEASE_SECONDS, startCluster, type Cluster } from './support/cluster'
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
  return cluster.database.db.select().from(mailOutbox).where(inArray(mailOutbox.enquiryId, stored.map((row) => row.id)))
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
      await store.saveSiteContent({ settings: { ...content.settings, email } }, { expectedVersion: version, by: 'fault-suite' })
      // "At once": well within the page cache's minute, so only the notification can explain it
      // (a few seconds allow for a busy machine).
      for (const instance of cluster.instances) {
        await eventually(async () => (await (await fetch(`${instance.url}/contact`)).text()).includes(`mailto:${email}`), 5000)
      }
    } finally {
      await store.stop()
    }
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
      await store.saveSiteContent({ settings: { ...content.settings, email } }, { expectedVersion: version, by: 'fault-suite' })
      for (const instance of cluster.instances) {
        await eventually(async () => (await (await fetch(`${instance.url}/contact`)).text()).includes(`mailto:${email}`), 15_000)
      }
    } finally {
      await store.stop()
    }
  })
})
