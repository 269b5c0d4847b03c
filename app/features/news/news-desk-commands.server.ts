/**
 * The news manager's commands as the desk sends them: create or edit an item (the editor sends its
 * draft as JSON), delete or restore one (a row's form). Each is refused without `news.write`, and
 * answers what the screen shows next: the saved item's id, or why not.
 */
import { z } from 'zod'
import type { Clock } from '../../.server/clock'
import type { Config } from '../../.server/config'
import type { Database } from '../../.server/db/client'
import type { DeskActor } from '../desk/context'
import { authorize, parseInput } from '../desk/desk-command.server'
import { deskAudit } from '../audit/audit.server'
import { createNews, deleteNews, restoreNews, updateNews, type NewsCommandResult } from './news-commands.server'
import { deskNewsItem, type NewsDeskResult } from './news-desk-item'
import { newsDraftIssues, newsDraftSchema } from './news-editor-schema'

const id = z.string().min(1).max(100)

/** Everything the news screen sends, one shape per intent. */
export const newsCommandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create'), draft: newsDraftSchema }),
  z.object({ intent: z.literal('update'), id, updatedAt: z.string().min(1).max(60), draft: newsDraftSchema }),
  z.object({ intent: z.literal('delete'), id }),
  z.object({ intent: z.literal('restore'), id }),
])

/** The draft's issues under the editor's field names (`title.en`, not `draft.title.en`). */
function issuesOf(error: z.ZodError) {
  return newsDraftIssues(error).map((issue) => ({ ...issue, path: issue.path.replace(/^draft\.?/, '') || 'form' }))
}

export type NewsDeskServices = { database: Database; config: Pick<Config, 'newsPinCap'>; clock: Clock }

export async function runNewsCommand(actor: DeskActor, input: unknown, services: NewsDeskServices): Promise<NewsDeskResult> {
  const refused = authorize(actor, 'news.write')
  if (refused) return refused
  const parsed = parseInput(newsCommandSchema, input, issuesOf)
  if (!parsed.ok) return parsed
  const { database } = services
  const now = services.clock.now()
  const options = { audit: deskAudit(actor), pinCap: services.config.newsPinCap, now }
  const command = parsed.data
  switch (command.intent) {
    case 'create':
      return answer(await createNews(database, command.draft, options), now)
    case 'update':
      return answer(await updateNews(database, command.id, command.draft, command.updatedAt, options), now)
    case 'delete':
      return answer(await deleteNews(database, command.id, options), now)
    case 'restore':
      return answer(await restoreNews(database, command.id, options), now)
  }
}

/** The item as the screen needs it: its id when saved, the item as the desk lists it when stale. */
function answer(result: NewsCommandResult, now: Date): NewsDeskResult {
  if (result.ok) return { ok: true, id: result.item.id }
  const { current, ...refusal } = result
  if (current && 'item' in current) return { ...refusal, current: { item: deskNewsItem(current.item, now) } }
  return current ? { ...refusal, current } : refusal
}
