/**
 * The content editor's commands as the desk sends them: save the draft and publish (the editor
 * sends the unit's data as JSON), discard the draft, restore a revision (plain forms); and, on a
 * route of their own, the open editor's "I am here" and "I left" marks. Each is refused without
 * `content.write`, and answers what the editor shows next. Each intent is one verb in a file of
 * its name: `save-draft.server.ts`, `publish-unit.server.ts`, `restore-revision.server.ts`.
 */
import { z } from 'zod'
import type { DeskActor } from '../desk/context'
import { authorize, parseInput, schemaIssues, UNSAFE_TEXT } from '../desk/desk-command.server'
import { deskAudit } from '../audit/audit.server'
import type { DeskResult } from '../desk/desk-result'
import type { Clock } from '../../.server/clock'
import type { Database } from '../../.server/db/client'
import type { PresenceDeskResult } from './editor-presence-contract'
import { markGone, markPresent } from './editor-presence.server'
import type { ContentAnnouncer } from './content-store.server'
import { UNSTORABLE, type ContentIssue } from './content-units'
import { publishUnit, type PublishedUnit } from './publish-unit.server'
import { restoreRevision } from './restore-revision.server'
import { discardDraft, saveDraft, type TeamDraft } from './save-draft.server'

const version = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER)

/** Everything the content editor sends, one shape per intent. */
export const contentCommandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('draft'), data: z.unknown(), expectedDraftVersion: version, baseVersion: version.optional() }),
  /** `acceptWarnings`: the editor saw the warnings (prices typed out, Chinese left behind) and publishes anyway. */
  z.object({ intent: z.literal('publish'), data: z.unknown().optional(), expectedVersion: version, acceptWarnings: z.boolean().optional() }),
  z.object({ intent: z.literal('restore'), revision: version, expectedVersion: version }),
  z.object({ intent: z.literal('discard') }),
])

/** The open editor's marks, sent by itself (a passive route: they do not keep a session awake). */
export const presenceCommandSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('presence') }), z.object({ intent: z.literal('leave') })])

/**
 * A saved draft's new version, a published version; or why not: a `stale` draft save carries the
 * draft someone else saved, a `stale` publish the unit as published now, `invalid` the fields
 * (of this unit or another) that would break a page.
 */
export type ContentDeskResult = DeskResult<
  { intent: 'draft'; draftVersion: number } | { intent: 'publish' | 'restore'; version: number } | { intent: 'discard' },
  PublishedUnit | TeamDraft,
  ContentIssue
>

export async function runContentCommand(
  actor: DeskActor,
  unitId: string,
  input: unknown,
  services: { database: Database; content: ContentAnnouncer },
): Promise<ContentDeskResult> {
  const refused = authorize(actor, 'content.write')
  if (refused) return refused
  // Text that cannot be stored is named as the store names it, at its place in the unit's data.
  const parsed = parseInput(contentCommandSchema, input, (error) =>
    schemaIssues(error).map((issue) =>
      issue.message === UNSAFE_TEXT ? { unitId, path: issue.path.replace(/^data\.?/, ''), message: UNSTORABLE } : { unitId, ...issue },
    ),
  )
  if (!parsed.ok) return parsed
  const { database, content: store } = services
  const by = actor.staff.email
  const audit = deskAudit(actor)
  const command = parsed.data
  switch (command.intent) {
    case 'draft': {
      const { data, expectedDraftVersion, baseVersion } = command
      const result = await saveDraft(database, unitId, { data, expectedDraftVersion, by, ...(baseVersion !== undefined && { baseVersion }) })
      return result.ok ? { ok: true, intent: 'draft', draftVersion: result.draftVersion } : result
    }
    case 'publish': {
      const { data, expectedVersion, acceptWarnings } = command
      const result = await publishUnit(database, store, unitId, {
        expectedVersion,
        ...(data !== undefined && { data }),
        by,
        audit,
        acceptWarnings: acceptWarnings === true,
      })
      return result.ok ? { ok: true, intent: 'publish', version: result.version } : result
    }
    case 'restore': {
      const result = await restoreRevision(database, store, unitId, { version: command.revision, expectedVersion: command.expectedVersion, by, audit })
      return result.ok ? { ok: true, intent: 'restore', version: result.version } : result
    }
    case 'discard': {
      const result = await discardDraft(database, unitId, { by, audit })
      return result.ok ? { ok: true, intent: 'discard' } : result
    }
  }
}

/** Marks the actor as having the unit open (answering who else has), or as gone from it. */
export async function runPresenceCommand(
  actor: DeskActor,
  unitId: string,
  input: unknown,
  services: { database: Database; clock: Clock },
): Promise<PresenceDeskResult> {
  const refused = authorize(actor, 'content.write')
  if (refused) return refused
  const parsed = parseInput(presenceCommandSchema, input)
  if (!parsed.ok) return parsed
  const { db } = services.database
  if (parsed.data.intent === 'leave') {
    await markGone(db, { unitId, email: actor.staff.email })
    return { ok: true, intent: 'leave' }
  }
  return { ok: true, intent: 'presence', others: await markPresent(db, { unitId, person: actor.staff, now: services.clock.now() }) }
}
