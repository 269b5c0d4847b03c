/** The signed-in staff member of an admin request, set by the admin gate (routes/admin/layout.tsx). */
import { createContext, type RouterContextProvider } from 'react-router'
import type { DeskLang } from './desk-path'
import type { StaffMember } from './session.server'

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
