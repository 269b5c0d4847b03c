/** The guard of a desk's live stream: it ends when the session that opened it ends or loses the permission. */
import type { RouterContextProvider } from 'react-router'
import type { StreamGuard } from '../../.server/event-stream'
import { requestScope } from '../../load-context'
import { deskActor } from './context'
import { can, type Permission } from './permissions'
import { onSessionsEnded, readSessionByHash } from './session.server'

/** How often an open stream re-checks its session without a signal (idle and absolute expiry send none). */
export const STREAM_RECHECK_MS = 30_000

export function sessionStreamGuard(context: Readonly<RouterContextProvider>, permission: Permission): StreamGuard {
  const actor = deskActor(context)
  const { database, config } = requestScope(context).services
  return {
    everyMs: STREAM_RECHECK_MS,
    isAllowed: async () => {
      const session = await readSessionByHash(database.db, actor.tokenHash, config.adminSession)
      return session.status === 'active' && can(session.staff.role, permission)
    },
    onRevocation: (recheck) => onSessionsEnded(database, recheck),
  }
}
