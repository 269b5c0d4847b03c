import { Outlet } from 'react-router'
import { deskActor } from '../../features/desk/context'
import DeskError from '../../features/desk/desk-error'
import { deskFrame } from '../../features/desk/desk-path'
import { DeskShell } from '../../features/desk/desk-shell'
import { adminGate } from '../../features/desk/gate.server'
import { readDeskSession } from '../../features/staff/session.server'
import { SignInScreen } from '../../features/staff/sign-in-screen'
import { requestScope } from '../../load-context'
import type { Route } from './+types/layout'

/** Every admin route sits under this layout: its middleware is the desk's one gate. */
export const middleware: Route.MiddlewareFunction[] = [(args, next) => adminGate(args, next, requestScope(args.context), readDeskSession)]

export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export function loader({ context, request }: Route.LoaderArgs) {
  const { staff, expiresAt } = deskActor(context)
  const desk = deskFrame(request.headers.get('cookie'), requestScope(context).services.config.publicUrl)
  return { staff: { email: staff.email, name: staff.name, role: staff.role, grants: [...(staff.grants ?? [])] }, expiresAt: expiresAt.toISOString(), desk }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DeskShell staff={loaderData.staff}>
      <Outlet />
    </DeskShell>
  )
}

/**
 * The gate's refusals (no route above this one has a loader, so a middleware error lands here) and
 * those of a desk route's own loader or action.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskError error={error} signIn={(refusal) => <SignInScreen {...refusal} />} />
}
