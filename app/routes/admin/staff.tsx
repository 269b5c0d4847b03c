import { Form, useActionData, useNavigation } from 'react-router'
import { z } from 'zod'
import { deskActor } from '../../features/admin/context'
import { auditContextOf } from '../../features/admin/gate.server'
import { authorize } from '../../features/admin/authorize.server'
import { roles } from '../../features/admin/permissions'
import { announceSessionsEnded } from '../../features/admin/session.server'
import { changeRole, inviteStaff, listStaff, removeStaff, StaffError } from '../../features/admin/staff.server'
import { useDeskLang } from '../../features/admin/use-desk-lang'
import { requestScope } from '../../load-context'
import type { Route } from './+types/staff'

export async function loader({ context }: Route.LoaderArgs) {
  const actor = deskActor(context)
  authorize(actor.staff, 'staff.manage')
  const staff = await listStaff(requestScope(context).services.database.db)
  return { staff: staff.map((s) => ({ id: s.id, email: s.email, name: s.name, role: s.role, bound: s.bound })), me: actor.staff.id }
}

const commandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('invite'), email: z.email().max(320), role: z.enum(roles) }),
  z.object({ intent: z.literal('role'), id: z.coerce.number().int().positive(), role: z.enum(roles) }),
  z.object({ intent: z.literal('remove'), id: z.coerce.number().int().positive() }),
])

export async function action({ request, context }: Route.ActionArgs) {
  const actor = deskActor(context)
  authorize(actor.staff, 'staff.manage')
  const { database } = requestScope(context).services
  const { db } = database
  const parsed = commandSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return Response.json({ ok: false, error: 'invalid' as const }, { status: 400 })
  const audit = auditContextOf(actor)
  try {
    const command = parsed.data
    if (command.intent === 'invite') await inviteStaff(db, audit, { email: command.email, role: command.role })
    else {
      if (command.intent === 'role') await changeRole(db, audit, command.id, command.role)
      else await removeStaff(db, audit, command.id)
      // Their open desks (on any instance) learn at once that their sessions ended.
      await announceSessionsEnded(database, command.id)
    }
    return { ok: true as const }
  } catch (error) {
    if (error instanceof StaffError) return Response.json({ ok: false, error: error.code }, { status: 409 })
    throw error
  }
}

export default function StaffScreen({ loaderData }: Route.ComponentProps) {
  const { copy } = useDeskLang()
  const result = useActionData<{ ok: boolean; error?: keyof typeof copy.staff.errors }>()
  const busy = useNavigation().state !== 'idle'
  return (
    <section>
      <title>{`${copy.staff.title} · ${copy.deskTitle}`}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{copy.staff.title}</h1>
      {result ? (
        <p role="status" className="mt-4 rounded-lg bg-white p-3">
          {result.ok ? copy.staff.saved : copy.staff.errors[result.error ?? 'invalid']}
        </p>
      ) : null}
      <Form method="post" className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-sand bg-white p-4">
        <input type="hidden" name="intent" value="invite" />
        <label className="flex flex-col text-sm">
          {copy.staff.email}
          <input name="email" type="email" required className="mt-1 rounded border border-muted px-3 py-2" />
        </label>
        <label className="flex flex-col text-sm">
          {copy.staff.role}
          <select name="role" defaultValue="editor" className="mt-1 rounded border border-muted px-3 py-2">
            {roles.map((role) => (
              <option key={role} value={role}>
                {copy.roles[role]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy} className="rounded-full bg-navy px-5 py-2 font-semibold text-cream">
          {copy.staff.invite}
        </button>
      </Form>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse bg-white text-left text-sm">
          <thead>
            <tr className="border-b border-sand">
              <th className="p-2">{copy.staff.email}</th>
              <th className="p-2">{copy.staff.name}</th>
              <th className="p-2">{copy.staff.status}</th>
              <th className="p-2">{copy.staff.role}</th>
              <th className="p-2">
                <span className="sr-only">{copy.staff.remove}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.staff.map((person) => (
              <tr key={person.id} className="border-b border-sand">
                <td className="p-2">
                  {person.email} {person.id === loaderData.me ? copy.staff.you : ''}
                </td>
                <td className="p-2">{person.name}</td>
                <td className="p-2">{person.bound ? copy.staff.active : copy.staff.invited}</td>
                <td className="p-2">
                  <Form method="post" className="flex gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="id" value={person.id} />
                    <select name="role" defaultValue={person.role} aria-label={`${copy.staff.role}: ${person.email}`} className="rounded border border-muted px-2 py-1">
                      {roles.map((role) => (
                        <option key={role} value={role}>
                          {copy.roles[role]}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className="rounded-full border border-navy px-3 py-1">
                      {copy.staff.change}
                    </button>
                  </Form>
                </td>
                <td className="p-2">
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      if (!window.confirm(copy.staff.confirmRemove)) event.preventDefault()
                    }}
                  >
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={person.id} />
                    <button type="submit" aria-label={`${copy.staff.remove}: ${person.email}`} className="rounded-full border border-red-700 px-3 py-1 text-red-800">
                      {copy.staff.remove}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
