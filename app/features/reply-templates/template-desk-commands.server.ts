/**
 * The reply templates screen's commands as the desk sends them: save a template (the form sends it
 * as JSON), remove one (a plain form). Each is refused without `templates.write`.
 */
import { z } from 'zod'
import type { Db } from '../../.server/db/client'
import type { DeskActor } from '../desk/context'
import { authorize, parseInput } from '../desk/desk-command.server'
import { deskAudit } from '../audit/audit.server'
import { replyTemplateSchema } from './reply-templates'
import { deleteReplyTemplate, saveReplyTemplate, type TemplateResult } from './reply-templates.server'

/** The version the editor started from: 0 for a new template or a built-in one never saved. */
const expectedVersion = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER)

/** Everything the templates screen sends, one shape per intent. */
export const templateCommandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), template: replyTemplateSchema, expectedVersion }),
  z.object({ intent: z.literal('delete'), id: z.string().min(1).max(60), expectedVersion }),
])

export async function runTemplateCommand(actor: DeskActor, input: unknown, services: { database: { db: Db } }): Promise<TemplateResult> {
  const refused = authorize(actor, 'templates.write')
  if (refused) return refused
  const parsed = parseInput(templateCommandSchema, input)
  if (!parsed.ok) return parsed
  const { db } = services.database
  const audit = deskAudit(actor)
  const command = parsed.data
  return command.intent === 'save'
    ? saveReplyTemplate(db, { template: command.template, expectedVersion: command.expectedVersion }, actor.staff.email, audit)
    : deleteReplyTemplate(db, command.id, command.expectedVersion, audit)
}
