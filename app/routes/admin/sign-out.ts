import { auditContextOf, recordAudit } from '../../features/audit/audit.server'
import { deskActor } from '../../features/desk/context'
import { clearSessionCookie } from '../../features/staff/cookies.server'
import { announceSessionsEnded, revokeSession, revokeSessionsOf } from '../../features/staff/session.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/sign-out'

/** Sign out this session, or every session of the person (`scope=everywhere`). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = deskActor(context)
  const { database, config, clock } = requestScope(context).services
  const form = await request.formData().catch(() => new FormData())
  const everywhere = form.get('scope') === 'everywhere'
  const now = clock.now()
  await database.db.transaction(async (tx) => {
    if (everywhere) await revokeSessionsOf(tx, actor.staff.id, now)
    else await revokeSession(tx, actor.tokenHash, now)
    await recordAudit(tx, auditContextOf(actor), { action: everywhere ? 'auth.sign-out-everywhere' : 'auth.sign-out', target: actor.staff.email })
  })
  await announceSessionsEnded(database, actor.staff.id)
  if (isPageNavigation(request)) {
    // The form was sent before the desk's scripts ran: back to the sign-in screen, which tells the
    // other desk tabs once its own scripts run (`signed_out`).
    return new Response(null, {
      status: 303,
      headers: { Location: '/admin?signed_out=1', 'Set-Cookie': clearSessionCookie(config.isHttps), 'Cache-Control': 'no-store' },
    })
  }
  return Response.json({ ok: true }, { headers: { 'Set-Cookie': clearSessionCookie(config.isHttps), 'Cache-Control': 'no-store' } })
}

function isPageNavigation(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode')
  if (mode) return mode === 'navigate'
  return (request.headers.get('accept') ?? '').includes('text/html')
}

export function loader() {
  return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
}
