/**
 * The blocked-words screen's commands (owners, `blocklist.manage`): check a change against the
 * ordinary corpus, or save it (refused, nothing saved, when it would refuse any ordinary sentence).
 */
import { z } from 'zod'
import type { Db } from '../../.server/db/client'
import type { DeskActor } from '../desk/context'
import { authorize, parseInput } from '../desk/desk-command.server'
import { deskAudit } from '../audit/audit.server'
import type { DeskResult } from '../desk/desk-result'
import { previewBlocklist, saveBlocklist, type CorpusCheck, type StoredBlocklist } from './blocklist-store.server'

const lists = { refuse: z.unknown(), flag: z.unknown() }

export const blocklistCommandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('check'), ...lists }),
  z.object({ intent: z.literal('save'), ...lists, expectedVersion: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
])

export type BlocklistDeskResult = DeskResult<{ check: CorpusCheck; lists?: StoredBlocklist }, { version: number }>

export async function runBlocklistCommand(actor: DeskActor, input: unknown, services: { database: { db: Db } }): Promise<BlocklistDeskResult> {
  const refused = authorize(actor, 'blocklist.manage')
  if (refused) return refused
  const parsed = parseInput(blocklistCommandSchema, input)
  if (!parsed.ok) return parsed
  const command = parsed.data
  const terms = { refuse: command.refuse, flag: command.flag }
  if (command.intent === 'check') return previewBlocklist(terms)
  return saveBlocklist(services.database.db, terms, command.expectedVersion, actor.staff.email, deskAudit(actor))
}
