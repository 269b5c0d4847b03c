/**
 * My account: what every person may do about their own sign-in, whatever their role. Their
 * passkeys (add, remove), their password (set or change, the current one asked for when there is
 * one), and their open sessions (which device, from where, last seen; end any of them). With the
 * operator's own provider (AUTH_ISSUER) only the sessions are ours to show.
 */
import { and, desc, eq, gt, isNull, like } from 'drizzle-orm'
import { z } from 'zod'
import type { Clock } from '../../.server/clock'
import type { Config } from '../../.server/config'
import type { Database } from '../../.server/db/client'
import { sessions, staffCredentials } from '../../.server/db/schema'
import { auditContextOf, recordAudit } from './audit.server'
import { deskBrand } from './copy'
import type { DeskActor } from './context'
import { changePassword } from './credentials.server'
import { authorize, parseInput } from './desk-command.server'
import { invalidInput, refuse, type DeskResult } from './desk-result'
import { deviceLabel } from './device-label'
import { addPasskey, listPasskeys, registrationOptions, relyingPartyOf, removePasskey } from './passkeys.server'
import { announceSessionsEnded, type SessionTimes } from './session.server'

type AccountServices = { database: Database; config: Pick<Config, 'auth' | 'publicUrl' | 'adminSession'>; clock: Clock }

export type AccountSession = { id: string; device: string; ip: string; lastSeenAt: string; createdAt: string; isCurrent: boolean }
export type AccountOverview = {
  builtin: boolean
  hasPassword: boolean
  passkeys: { id: number; label: string; createdAt: string; lastUsedAt: string | null }[]
  sessions: AccountSession[]
}

/** A session's id on the screen: the start of its token's hash (the hash itself signs nobody in). */
const sessionId = (tokenHash: string) => tokenHash.slice(0, 16)

async function openSessions(database: Database, actor: DeskActor, times: SessionTimes, now: Date): Promise<AccountSession[]> {
  const rows = await database.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, actor.staff.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - times.idleMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
  return rows.map((row) => ({
    id: sessionId(row.tokenHash),
    device: deviceLabel(row.userAgent),
    ip: row.ip,
    lastSeenAt: row.lastSeenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    isCurrent: row.tokenHash === actor.tokenHash,
  }))
}

export async function accountOverview(actor: DeskActor, services: AccountServices): Promise<AccountOverview> {
  const { database, config, clock } = services
  const now = clock.now()
  const builtin = !config.auth
  const [password] = builtin
    ? await database.db
        .select({ id: staffCredentials.id })
        .from(staffCredentials)
        .where(and(eq(staffCredentials.userId, actor.staff.id), eq(staffCredentials.kind, 'password')))
    : []
  const passkeys = builtin ? await listPasskeys(database.db, actor.staff.id) : []
  return {
    builtin,
    hasPassword: Boolean(password),
    passkeys: passkeys.map((p) => ({ id: p.id, label: p.label, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null })),
    sessions: await openSessions(database, actor, config.adminSession, now),
  }
}

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** Everything the account screen sends, one shape per intent. */
export const accountCommandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('passkey-options') }),
  z.object({ intent: z.literal('passkey-add'), response: z.record(z.string(), z.unknown()), label: z.string().trim().max(120).default('') }),
  z.object({ intent: z.literal('passkey-remove'), id }),
  z.object({ intent: z.literal('password'), current: z.string().max(200).default(''), password: z.string().max(400), repeat: z.string().max(400) }),
  z.object({ intent: z.literal('session-end'), session: z.string().regex(/^[0-9a-f]{16}$/) }),
])

export type AccountCommandResult = DeskResult<{ options?: unknown }>

export async function runAccountCommand(actor: DeskActor, input: unknown, services: AccountServices): Promise<AccountCommandResult> {
  const refused = authorize(actor, 'desk.use')
  if (refused) return refused
  const parsed = parseInput(accountCommandSchema, input)
  if (!parsed.ok) return parsed
  const command = parsed.data
  const { database, config, clock } = services
  const now = clock.now()
  const audit = auditContextOf(actor)
  if (command.intent === 'session-end') {
    const [ended] = await database.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, actor.staff.id), like(sessions.tokenHash, `${command.session}%`), isNull(sessions.revokedAt)))
      .returning({ tokenHash: sessions.tokenHash })
    if (!ended) return refuse('notFound')
    await recordAudit(database.db, audit, { action: 'auth.session-ended', target: actor.staff.email, before: { session: command.session } })
    await announceSessionsEnded(database, actor.staff.id)
    return { ok: true }
  }
  // Passkeys and passwords belong to the built-in provider; the operator's own keeps its own.
  if (config.auth) return refuse('forbidden')
  const rp = relyingPartyOf(config.publicUrl, deskBrand)
  switch (command.intent) {
    case 'passkey-options':
      return { ok: true, options: await registrationOptions(database.db, rp, actor.staff, now) }
    case 'passkey-add': {
      const label = command.label || deviceLabel(actor.userAgent)
      const added = await addPasskey(database.db, audit, { rp, person: actor.staff, response: command.response, label, now })
      return added ? { ok: true } : invalidInput([{ path: 'passkey', message: 'passkey-refused' }])
    }
    case 'passkey-remove':
      return (await removePasskey(database.db, { ...audit, actor: actor.staff }, command.id)) ? { ok: true } : refuse('notFound')
    case 'password': {
      if (command.password !== command.repeat) return invalidInput([{ path: 'repeat', message: 'mismatch' }])
      const changed = await changePassword(database.db, audit, { person: actor.staff, current: command.current, password: command.password, now })
      return changed.ok ? { ok: true } : invalidInput([{ path: changed.reason === 'wrong-current' ? 'current' : 'password', message: changed.reason }])
    }
  }
}
