/**
 * Who else has a page of the content editor open. Each open editor marks itself when the page loads
 * and then every `PRESENCE_BEAT_MS` while its tab is shown; a person whose last mark is older than
 * `PRESENCE_GONE_MS` has closed the page (or their laptop), and one who leaves says so at once. The
 * marks live in the database, so two instances behind a load balancer see the same people.
 */
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../.server/db/client'
import { editorPresence } from '../../.server/db/schema'
import { PRESENCE_BEAT_MS, type EditorPresent } from './editor-presence-contract'

/** A person whose last mark is older than three beats has closed the page. */
export const PRESENCE_GONE_MS = 3 * PRESENCE_BEAT_MS

/** Marks `person` as having `unitId` open at `now`; answers the others who have it open too, first opened first. */
export async function markPresent(db: Db, input: { unitId: string; person: { email: string }; now: Date }): Promise<EditorPresent[]> {
  const { unitId, person, now } = input
  const goneBefore = new Date(now.getTime() - PRESENCE_GONE_MS)
  await db
    .insert(editorPresence)
    .values({ unitId, email: person.email, openedAt: now, seenAt: now })
    .onConflictDoUpdate({
      target: [editorPresence.unitId, editorPresence.email],
      // Back after a gap: opened again now; still there: opened when first marked.
      set: {
        seenAt: now,
        openedAt: sql`case when ${editorPresence.seenAt} < ${goneBefore.toISOString()}::timestamptz then excluded.opened_at else ${editorPresence.openedAt} end`,
      },
    })
  // Marks of people long gone go with the next visit to the page; the table stays a handful of rows.
  await db.delete(editorPresence).where(and(eq(editorPresence.unitId, unitId), lt(editorPresence.seenAt, new Date(now.getTime() - 10 * PRESENCE_GONE_MS))))
  const rows = await db
    .select({ email: editorPresence.email, openedAt: editorPresence.openedAt })
    .from(editorPresence)
    .where(and(eq(editorPresence.unitId, unitId), ne(editorPresence.email, person.email), gte(editorPresence.seenAt, goneBefore)))
    .orderBy(asc(editorPresence.openedAt))
  return rows.map((row) => ({ email: row.email, since: row.openedAt.toISOString() }))
}

/** `email` closed the page: the others stop seeing them at once. */
export async function markGone(db: Db, input: { unitId: string; email: string }): Promise<void> {
  await db.delete(editorPresence).where(and(eq(editorPresence.unitId, input.unitId), eq(editorPresence.email, input.email)))
}
