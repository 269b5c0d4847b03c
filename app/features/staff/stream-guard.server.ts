/** The guard of a desk's live stream: it ends when the session that opened it ends or loses the permission. */
import type { Clock } from '../../.server/clock'
import type { Config } from '../../.server/config'
import type { Database } from '../../.server/db/client'
import type { StreamGuard } from '../../.server/event-stream'
import type { DeskActor } from '../desk/context'
import { allows, type Permission } from '../desk/permissions'
import { onSessionsEnded, readSessionByHash } from './session.server'

/** How often an open stream re-checks its session without a signal (idle and absolute expiry send none). */
export const STREAM_RECHECK_MS = 30_000

export function sessionStreamGuard(
  actor: DeskActor,
  { database, config, clock }: { database: Database; config: Config; clock: Clock },
  permission: Permission,
): StreamGuard {
  return {
    everyMs: STREAM_RECHECK_MS,
    isAllowed: async () => {
      const session = await readSessionByHash(database.db, actor.tokenHash, config.adminSession, clock.now())
      return session.status === 'active' && allows(session.staff, permission)
    },
    onRevocation: (recheck) => onSessionsEnded(database, recheck),
  }
}
