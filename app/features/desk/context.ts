/** The signed-in staff member of an admin request, set by the admin gate (routes/admin/layout.tsx). */
import { createContext, type RouterContextProvider } from 'react-router'
import type { DeskLang } from './desk-path'
import type { Permission, Role } from './permissions'

/** A person on the staff list as the desk knows them: who, their role, and what an owner granted them. */
export type StaffMember = {
  id: number
  email: string
  name: string
  role: Role
  /** What an owner granted beyond the role (`allows`). */ grants?: readonly Permission[]
}

export type DeskActor = {
  staff: StaffMember
  tokenHash: string
  expiresAt: Date
  ip: string
  userAgent: string
  requestId: string
  /** The desk language the person chose (its cookie); undefined when they never chose one. */
  lang?: DeskLang | undefined
}

export const deskActorContext = createContext<DeskActor>()

/** The staff member of this admin request (only under the admin layout, after the gate). */
export function deskActor(context: Readonly<RouterContextProvider>): DeskActor {
  return context.get(deskActorContext)
}
