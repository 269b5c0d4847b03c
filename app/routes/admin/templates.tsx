import { deskActor } from '../../features/desk/context'
import { readDeskInput } from '../../features/desk/desk-command.server'
import { deskResponse } from '../../features/desk/desk-result'
import { listReplyTemplates } from '../../features/reply-templates/reply-templates.server'
import { TemplateDesk } from '../../features/reply-templates/template-desk'
import { runTemplateCommand } from '../../features/reply-templates/template-desk-commands.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/templates'

export async function loader({ context }: Route.LoaderArgs) {
  return { templates: await listReplyTemplates(requestScope(context).services.database.db) }
}

export async function action({ request, context }: Route.ActionArgs) {
  return deskResponse(await runTemplateCommand(deskActor(context), await readDeskInput(request), requestScope(context).services))
}

export default function TemplatesScreen({ loaderData }: Route.ComponentProps) {
  return <TemplateDesk templates={loaderData.templates} />
}
