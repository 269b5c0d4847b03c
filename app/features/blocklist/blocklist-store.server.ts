/**
 * The blocklist's two tiers as the owners keep them (`blocklist_settings`, one row; ADR 0036).
 * Until the first save the built-in lists stand in. Every save quotes the version it started from,
 * and is refused, with nothing saved, when its refusal tier would refuse any sentence of the
 * ordinary corpus.
 */
import { hasUnsafeText } from '../../lib/safe-text'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../.server/db/client'
import { inTransaction } from '../../.server/db/transaction'
import { blocklistSettings } from '../../.server/db/schema'
import { invalidInput, refuse, type DeskResult } from '../desk/desk-result'
import { defaultRefusalTerms, findRefusedTerm, normalizeTerm } from './blocklist'
import { defaultFlagTerms } from './blocklist-flag-terms.server'
import { ordinarySentences } from './ordinary-corpus.server'
import { findFlaggedSpans, type TermLists } from './screen-message.server'
import type { AuditWrite } from '../audit/audit.server'

export const BLOCKLIST_ID = 'blocklist'
export const MAX_TERMS = 1000
export const MAX_TERM_LENGTH = 60

export type StoredBlocklist = TermLists & { version: number }

const builtIn: StoredBlocklist = { refuse: defaultRefusalTerms, flag: defaultFlagTerms, version: 0 }

export async function readBlocklist(db: Db): Promise<StoredBlocklist> {
  const [row] = await db.select().from(blocklistSettings).where(eq(blocklistSettings.id, BLOCKLIST_ID))
  return row ? { refuse: row.refuseTerms, flag: row.flagTerms, version: row.version } : builtIn
}

/** How long an instance keeps the lists it read (another instance's save shows within this). */
const CACHE_MS = 5_000
const cache = new WeakMap<Db, { readAt: number; lists: Promise<StoredBlocklist> }>()

/** The lists, read at most every few seconds per database: for the enquiry's hot path. */
export function cachedBlocklist(db: Db, now: number): Promise<StoredBlocklist> {
  const hit = cache.get(db)
  if (hit && now - hit.readAt < CACHE_MS) return hit.lists
  const lists = readBlocklist(db)
  cache.set(db, { readAt: now, lists })
  lists.catch(() => cache.delete(db))
  return lists
}

/** A list as typed in the desk: one term a line (or comma-separated), normalised, without duplicates. */
export function parseTerms(input: string | readonly string[]): string[] {
  const raw = typeof input === 'string' ? input.split(/[\n,，、]/u) : input
  return [...new Set(raw.map(normalizeTerm).filter((term) => term !== ''))]
}

const termList = z
  .union([z.string().max(MAX_TERMS * (MAX_TERM_LENGTH + 2)), z.array(z.string()).max(MAX_TERMS)])
  .transform(parseTerms)
  .refine((terms) => terms.length <= MAX_TERMS, 'tooMany')
  // NUL and broken Unicode cannot be stored (PostgreSQL refuses them) nor matched: refused early.
  .refine((terms) => !terms.some(hasUnsafeText), 'unsafe')
  .refine((terms) => terms.every((term) => term.length <= MAX_TERM_LENGTH), 'tooLong')
  .refine((terms) => terms.every((term) => term.replace(/\*/g, '').trim().length >= 2 || /\p{sc=Han}/u.test(term)), 'tooShort')

export const blocklistInputSchema = z.object({ refuse: termList, flag: termList })

/** What a change would do to the ordinary corpus: the sentences it would refuse, and how many it would flag. */
export type CorpusCheck = { total: number; refused: { sentence: string; term: string }[]; flagged: number }

export function checkAgainstCorpus(lists: TermLists): CorpusCheck {
  const refused: CorpusCheck['refused'] = []
  let flagged = 0
  for (const sentence of ordinarySentences) {
    const term = findRefusedTerm(sentence, lists.refuse)
    if (term !== undefined) refused.push({ sentence, term })
    else if (findFlaggedSpans(sentence, lists).length > 0) flagged++
  }
  return { total: ordinarySentences.length, refused, flagged }
}

/** The issue of a change that would refuse ordinary sentences, with its sentence in both desk languages. */
export type RefusesOrdinaryIssue = {
  path: 'refuse'
  message: 'refusesOrdinary'
  count: number
  examples: { sentence: string; term: string }[]
  text: { en: string; zh: string }
}

export function refusesOrdinaryIssue(check: CorpusCheck): RefusesOrdinaryIssue {
  const n = check.refused.length
  return {
    path: 'refuse',
    message: 'refusesOrdinary',
    count: n,
    examples: check.refused.slice(0, 10),
    text: {
      en: `Not saved: the refusal list would turn away ${String(n)} ordinary ${n === 1 ? 'enquiry' : 'enquiries'} of the test collection. Move those words to the flag list.`,
      zh: `未保存：拒收词表会拒收测试语料中 ${String(n)} 条普通咨询。请把这些词移到标记词表。`,
    },
  }
}

export type BlocklistAudit = AuditWrite

export type SaveBlocklistResult = DeskResult<{ lists: StoredBlocklist; check: CorpusCheck }, { version: number }, { path: string; message: string }>

/** Check a change against the ordinary corpus without saving it. */
export function previewBlocklist(input: unknown): DeskResult<{ check: CorpusCheck }, never, { path: string; message: string }> {
  const parsed = blocklistInputSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'form', message: i.message })))
  return { ok: true, check: checkAgainstCorpus(parsed.data) }
}

/** Save both tiers when `expectedVersion` is the stored one and the refusal tier refuses no ordinary sentence. */
export async function saveBlocklist(db: Db, input: unknown, expectedVersion: number, by: string, audit: BlocklistAudit): Promise<SaveBlocklistResult> {
  const parsed = blocklistInputSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'form', message: i.message })))
  const lists = parsed.data
  const check = checkAgainstCorpus(lists)
  if (check.refused.length > 0) return invalidInput([refusesOrdinaryIssue(check)])
  const result = await inTransaction(db, async (tx): Promise<SaveBlocklistResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('blocklist_settings'))`)
    const current = await readBlocklist(tx)
    if (current.version !== expectedVersion) return refuse('stale', { current: { version: current.version } })
    const version = current.version + 1
    await tx
      .insert(blocklistSettings)
      .values({ id: BLOCKLIST_ID, refuseTerms: lists.refuse, flagTerms: lists.flag, version, updatedBy: by })
      .onConflictDoUpdate({
        target: blocklistSettings.id,
        set: { refuseTerms: lists.refuse, flagTerms: lists.flag, version, updatedAt: sql`now()`, updatedBy: by },
      })
    await audit(tx, {
      action: 'blocklist.update',
      target: BLOCKLIST_ID,
      before: { refuse: current.refuse.join(', '), flag: current.flag.join(', ') },
      after: { refuse: lists.refuse.join(', '), flag: lists.flag.join(', ') },
    })
    return { ok: true, lists: { ...lists, version }, check }
  })
  if (result.ok) cache.delete(db)
  return result
}

/**
 * The refusal tier for the enquiry form (`GET /api/enquiry-terms`), so the browser refuses exactly
 * what the server refuses. The flag tier never leaves the server.
 */
export async function refusalTermsResponse(db: Db, now: number): Promise<Response> {
  const { refuse, version } = await cachedBlocklist(db, now)
  return Response.json({ version, refuse }, { headers: { 'Cache-Control': 'no-cache' } })
}
