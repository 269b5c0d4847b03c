import { Outlet } from 'react-router'
import { deskActor } from '../../features/admin/context'
import DeskError from '../../features/admin/desk-error'
import { DeskShell } from '../../features/admin/desk-shell'
import { adminGate } from '../../features/admin/gate.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/layout'

/** Every admin route sits under this layout: its middleware is the desk's one gate. */
export const middleware: Route.MiddlewareFunction[] = [(args, next) => adminGate(args, next, requestScope(args.context))]

export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export function loader({ context }: Route.LoaderArgs) {
  const { staff, expiresAt } = deskActor(context)
  return { staff: { email: staff.email, name: staff.name, role: staff.role }, expiresAt: expiresAt.toISOString() }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DeskShell staff={loaderData.staff}>
      <Outlet />
    </DeskShell>
  )
}

/** Refusals from a desk route's own loader or action (the gate's go to the root boundary). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskError error={error} />
}
