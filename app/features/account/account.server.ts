/**
 * My account: what every person may do about their own sign-in, whatever their role. Their
 * passkeys (add, remove), their password (set or change), and their open sessions (which device,
 * from where, last seen; end any of them). With the operator's own provider (AUTH_ISSUER) only the
 * sessions are ours to show.
 *
 * Adding a passkey or setting a password lasts beyond the session, so it needs the person to
 * confirm it is them first (reauth.server.ts): their current password with the request, or a
 * passkey of theirs just before, or a sign-in or confirmation in this session within the last five
 * minutes. Each such change is mailed to the person. A password change ends their other sessions
 * unless they untick "Sign me out on my other devices". Nobody removes their last credential.
 */
import { and, desc, eq, gt, isNull, like } from 'drizzle-orm'
import { channels } from '../../.server/channels'
import type { Clock } from '../../.server/clock'
import type { Config } from '../../.server/config'
import type { Database } from '../../.server/db/client'
import { sessions, staffCredentials } from '../../.server/db/schema'
import { accountCommandSchema } from './account-schema'
import { auditContextOf, recordAudit } from '../audit/audit.server'
import { deskBrand, deskBrands } from '../desk/copy'
import type { DeskActor } from '../desk/context'
import { queueCredentialNotice } from '../outgoing-mail/queue-staff-mail.server'
import { changePassword } from '../staff/credentials.server'
import { authorize, parseInput } from '../desk/desk-command.server'
import { invalidInput, limited, refuse, type DeskFailure, type DeskResult } from '../desk/desk-result'
import { deviceLabel } from '../staff/device-label'
import { addPasskey, confirmationOptions, listPasskeys, registrationOptions, relyingPartyOf, removePasskey } from '../staff/passkeys.server'
import { confirmedUntil, confirmWithPasskey, confirmWithPassword } from './reauth.server'
import { announceSessionsEnded, type SessionTimes } from '../staff/session.server'

type AccountServices = { database: Database; config: Pick<Config, 'auth' | 'publicUrl' | 'adminSession'>; clock: Clock }

export type AccountSession = { id: string; device: string; ip: string; lastSeenAt: string; createdAt: string; isCurrent: boolean }
export type AccountOverview = {
  builtin: boolean
  hasPassword: boolean
  passkeys: { id: number; label: string; createdAt: string; lastUsedAt: string | null }[]
  /** Until when this session counts as confirmed (no password or passkey asked for); null when it does not now. */
  confirmedUntil: string | null
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
  const until = builtin ? await confirmedUntil(database.db, actor, now) : undefined
  return {
    builtin,
    hasPassword: Boolean(password),
    passkeys: passkeys.map((p) => ({ id: p.id, label: p.label, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null })),
    confirmedUntil: until?.toISOString() ?? null,
    sessions: await openSessions(database, actor, config.adminSession, now),
  }
}

export type AccountCommandResult = DeskResult<{ options?: unknown; endedSessions?: number }>

/** What the person holds to confirm it is them with. */
async function credentialsOf(database: Database, userId: number): Promise<{ hasPassword: boolean; hasPasskey: boolean }> {
  const rows = await database.db.select({ kind: staffCredentials.kind }).from(staffCredentials).where(eq(staffCredentials.userId, userId))
  return { hasPassword: rows.some((row) => row.kind === 'password'), hasPasskey: rows.some((row) => row.kind === 'passkey') }
}

/**
 * Whether the person has confirmed it is them for a change that lasts: with `current` (their
 * password, checked and counted), or within the last minutes of this session. Else the refusal
 * that tells the screen what to ask for: the current password, or one of their passkeys.
 */
async function confirmation(actor: DeskActor, current: string, services: AccountServices, now: Date): Promise<{ ok: true } | DeskFailure> {
  const { database } = services
  const own = await credentialsOf(database, actor.staff.id)
  if (!own.hasPassword && !own.hasPasskey) return invalidInput([{ path: 'form', message: 'no-credential' }])
  if (current !== '' && own.hasPassword) {
    const checked = await confirmWithPassword(database, actor, current, now)
    if (checked.ok) return checked
    return checked.reason === 'limited' ? limited(checked.retryAfterSeconds) : invalidInput([{ path: 'current', message: 'wrong-current' }])
  }
  if (await confirmedUntil(database.db, actor, now)) return { ok: true }
  return invalidInput([own.hasPassword ? { path: 'current', message: 'reauth-required' } : { path: 'reauth', message: 'reauth-passkey-required' }])
}

async function wakeMailWorker(database: Database): Promise<void> {
  await database.notify(channels.outbox, 'account').catch(() => undefined)
}

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
  const notice = { to: actor.staff.email, lang: actor.lang, brand: deskBrands, when: now, device: deviceLabel(actor.userAgent), ip: actor.ip }
  switch (command.intent) {
    case 'reauth-options': {
      const options = await confirmationOptions(database.db, rp, actor.staff, now)
      return options ? { ok: true, options } : invalidInput([{ path: 'reauth', message: 'reauth-refused' }])
    }
    case 'reauth-passkey':
      return (await confirmWithPasskey(database, actor, rp, command.response, now))
        ? { ok: true }
        : invalidInput([{ path: 'reauth', message: 'reauth-refused' }])
    case 'passkey-options': {
      const confirmed = await confirmation(actor, command.current, services, now)
      if (!confirmed.ok) return confirmed
      return { ok: true, options: await registrationOptions(database.db, rp, actor.staff, now) }
    }
    case 'passkey-add': {
      // Asked again: the options were given to a confirmed session, the passkey must come to one.
      const confirmed = await confirmation(actor, '', services, now)
      if (!confirmed.ok) return confirmed
      const label = command.label || deviceLabel(actor.userAgent)
      const added = await addPasskey(database.db, audit, {
        rp,
        person: actor.staff,
        response: command.response,
        label,
        now,
        alongside: (tx) => queueCredentialNotice(tx, { ...notice, change: { kind: 'passkey', label: label.slice(0, 120) } }),
      })
      if (!added) return invalidInput([{ path: 'passkey', message: 'passkey-refused' }])
      await wakeMailWorker(database)
      return { ok: true }
    }
    case 'passkey-remove': {
      const removed = await removePasskey(database.db, { ...audit, actor: actor.staff }, command.id)
      if (removed === 'not-found') return refuse('notFound')
      return removed === 'removed' ? { ok: true } : invalidInput([{ path: 'passkey', message: 'last-credential' }])
    }
    case 'password': {
      const confirmed = await confirmation(actor, command.current, services, now)
      if (!confirmed.ok) return confirmed
      if (command.password !== command.repeat) return invalidInput([{ path: 'repeat', message: 'mismatch' }])
      const changed = await changePassword(database.db, audit, {
        person: actor.staff,
        password: command.password,
        now,
        keepOnly: command.signOutOthers ? actor.tokenHash : undefined,
        alongside: (tx, change) =>
          queueCredentialNotice(tx, { ...notice, change: { kind: change.isFirst ? 'password-set' : 'password-changed', endedSessions: change.endedSessions } }),
      })
      if (!changed.ok) return invalidInput([{ path: 'password', message: changed.reason }])
      if (changed.endedSessions > 0) await announceSessionsEnded(database, actor.staff.id)
      await wakeMailWorker(database)
      return { ok: true, endedSessions: changed.endedSessions }
    }
  }
}
