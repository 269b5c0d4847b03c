import { AuditScreen } from '../../features/audit/audit-screen'
import { auditScreenData } from '../../features/audit/audit-query.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/audit'

export async function loader({ context, url }: Route.LoaderArgs) {
  return auditScreenData(requestScope(context).services.database.db, url)
}

export default function AuditRoute({ loaderData }: Route.ComponentProps) {
  return <AuditScreen data={loaderData} />
}
