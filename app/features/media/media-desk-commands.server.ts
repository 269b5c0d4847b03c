/**
 * The media library's commands as the desk sends them (a card's forms): save an entry's alt text
 * and focal point, delete an entry. Each is refused without `media.write`.
 */
import { z } from 'zod'
import type { Database } from '../../.server/db/client'
import type { DeskActor } from '../desk/context'
import { authorize, parseInput } from '../desk/desk-command.server'
import { deskAudit } from '../audit/audit.server'
import type { SiteContentStore } from '../content/content-store.server'
import { deleteMedia, updateMedia, type MediaCommandResult } from './media-library.server'
import { mediaUpdateSchema } from './media-schema'
import { mediaUsage } from './media-usage'

/** Everything the media screen sends, one shape per intent. */
export const mediaCommandSchema = z.discriminatedUnion('intent', [
  mediaUpdateSchema.extend({ intent: z.literal('update') }),
  z.object({ intent: z.literal('delete'), id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
])

export type MediaDeskServices = { database: Database; content: Pick<SiteContentStore, 'getSiteContent'> }

export async function runMediaCommand(actor: DeskActor, input: unknown, services: MediaDeskServices): Promise<MediaCommandResult> {
  const refused = authorize(actor, 'media.write')
  if (refused) return refused
  const parsed = parseInput(mediaCommandSchema, input)
  if (!parsed.ok) return parsed
  const audit = deskAudit(actor)
  // Where the site content uses each image: an image in use is not deleted.
  const usage = mediaUsage((await services.content.getSiteContent()).content)
  const command = parsed.data
  return command.intent === 'delete' ? deleteMedia(services.database, command.id, usage, audit) : updateMedia(services.database, command, usage, audit)
}
