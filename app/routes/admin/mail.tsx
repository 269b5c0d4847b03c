import { z } from 'zod'
import { recordAudit } from '../../features/admin/audit.server'
import { authorize } from '../../features/admin/authorize.server'
import { deskActor } from '../../features/admin/context'
import { auditContextOf } from '../../features/admin/gate.server'
import { can } from '../../features/admin/permissions'
import { MailDesk } from '../../features/mail/mail-desk'
import type { MailActionResult } from '../../features/mail/mail-item'
import { outboxQueryFromSearchParams, outboxQuerySchema } from '../../features/mail/mail-schema'
import { composeMail, listOutbox, resendMail, retryMail, type MailAudit, type MailCommandResult } from '../../features/mail/outbox-desk.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/mail'

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = deskActor(context)
  authorize(actor.staff, 'mail.read')
  const { db } = requestScope(context).services.database
  const url = new URL(request.url)
  const parsed = outboxQueryFromSearchParams(url.searchParams)
  const query = parsed.success ? parsed.data : outboxQuerySchema.parse({})
  const result = await listOutbox(db, query)
  const page = result.status === 200 ? result.page : { rows: [], page: 1, hasMore: false, query }
  return { ...page, search: url.search, canSend: can(actor.staff.role, 'mail.send') }
}

const commandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('retry'), id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  z.object({ intent: z.literal('resend'), id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER), target: z.enum(['original', 'me']) }),
  z.object({ intent: z.literal('compose'), to: z.string(), replyTo: z.string().optional(), subject: z.string(), text: z.string().optional(), html: z.string().optional() }),
])

function answer(intent: string, result: MailCommandResult): Response {
  let body: MailActionResult
  if (result.status === 200) body = { ok: true, intent }
  else if (result.status === 400) body = { ok: false, intent, kind: 'invalid', issues: result.issues }
  else if (result.status === 404) body = { ok: false, intent, kind: 'notFound' }
  else body = { ok: false, intent, kind: 'stale' }
  return Response.json(body, { status: result.status })
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = deskActor(context)
  authorize(actor.staff, 'mail.send')
  const { database } = requestScope(context).services
  const parsed = commandSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return Response.json({ ok: false, intent: 'unknown', kind: 'invalid', issues: ['form: invalid'] } satisfies MailActionResult, { status: 400 })
  const auditContext = auditContextOf(actor)
  const audit: MailAudit = (tx, entry) => recordAudit(tx, auditContext, entry)
  const command = parsed.data
  switch (command.intent) {
    case 'retry':
      return answer(command.intent, await retryMail(database, command.id, audit))
    case 'resend':
      return answer(command.intent, await resendMail(database, command.id, command.target, actor.staff.email, audit))
    case 'compose': {
      const { intent: _intent, replyTo, ...mail } = command
      return answer(command.intent, await composeMail(database, { ...mail, ...(replyTo ? { replyTo } : {}) }, actor.staff.email, audit))
    }
  }
}

export default function MailScreen({ loaderData }: Route.ComponentProps) {
  return <MailDesk {...loaderData} />
}
