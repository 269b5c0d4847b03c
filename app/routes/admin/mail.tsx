import { deskActor } from '../../features/desk/context'
import { readDeskInput } from '../../features/desk/desk-command.server'
import { deskResponse } from '../../features/desk/desk-result'
import { can } from '../../features/desk/permissions'
import { MailDesk } from '../../features/outbox/mail-desk'
import { runMailCommand } from '../../features/outbox/mail-desk-commands.server'
import { outboxQueryFromSearchParams, outboxQuerySchema } from '../../features/outbox/mail-schema'
import { listOutbox } from '../../features/outbox/outbox-desk.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/mail'

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = deskActor(context)
  const { db } = requestScope(context).services.database
  const url = new URL(request.url)
  const parsed = outboxQueryFromSearchParams(url.searchParams)
  const query = parsed.success ? parsed.data : outboxQuerySchema.parse({})
  const result = await listOutbox(db, query, actor.staff.role)
  const page = result.ok ? result.page : { rows: [], page: 1, hasMore: false, query }
  return { ...page, search: url.search, canSend: can(actor.staff.role, 'mail.send') }
}

export async function action({ request, context }: Route.ActionArgs) {
  return deskResponse(await runMailCommand(deskActor(context), await readDeskInput(request), requestScope(context).services))
}

export default function MailScreen({ loaderData }: Route.ComponentProps) {
  return <MailDesk {...loaderData} />
}
