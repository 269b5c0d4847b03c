/**
 * My account: the person's passkeys, password and open sessions. Passkeys are made and used by the
 * browser (@simplewebauthn/browser, loaded only when a passkey button is pressed); everything else
 * is a plain form, so the screen works by keyboard and screen reader as any other desk form.
 *
 * Adding a passkey or setting a password asks the person to confirm it is them, unless they did
 * in the last minutes (`confirmedUntil`, from the server): the forms then hold a "Current password"
 * field, and "Confirm it's you" at the top offers one of their passkeys instead. Every refusal is a
 * sentence of the desk copy, never a code.
 */
import { useEffect, useRef, useState } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import { dubaiDateTime } from '../../lib/dubai-time'
import type { AccountCommandInput } from './account-schema'
import type { AccountCommandResult, AccountOverview } from './account.server'
import { deskPageTitle } from '../desk/copy'
import { staffCopy, type StaffCopy } from './staff-copy'
import { issuesByField, minutesToWait, type DeskFailure } from '../desk/desk-result'
import { passwordMaxLength, passwordMinLength } from './password-rules'
import { Field } from '../desk/ui/field'
import { useDeskLang } from '../desk/use-desk-lang'

const button = 'rounded-full border border-navy px-3 py-1'
const primary = 'rounded-full bg-navy px-5 py-2 font-semibold text-cream'
const section = 'mt-6 rounded-xl border border-sand bg-white p-4'
const control = 'mt-1 w-full max-w-sm rounded border border-muted px-3 py-2'
const alert = 'w-full font-semibold text-red-800'

/** Posts one command of this screen as JSON and reads its result (for the passkey steps, which chain). */
async function postAccount(body: AccountCommandInput): Promise<AccountCommandResult> {
  const response = await fetch('/admin/account/passkey', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return (await response.json()) as AccountCommandResult
}

/** A refusal in the person's words: the first issue's sentence, or how long to wait. */
function refusalText(words: StaffCopy, refusal: DeskFailure): string {
  if (refusal.kind === 'limited') return words.account.tooManyAttempts(minutesToWait(refusal.retryAfterSeconds))
  const errors: Record<string, string> = { ...words.account.errors, ...words.passwordProblems }
  const key = refusal.issues?.[0]?.message
  return (key ? errors[key] : undefined) ?? words.account.errors.invalid
}

/** The time a confirmation stops counting, as the desk writes times (Dubai). */
const clockTime = (iso: string) => dubaiDateTime(iso).slice(11)

/**
 * "Confirm it's you": why the desk asks, and one of the person's passkeys to answer with; once
 * confirmed, until when it counts.
 */
function ConfirmIdentity({ hasPasskey, confirmedUntil }: { hasPasskey: boolean; confirmedUntil: string | null }) {
  const { lang } = useDeskLang()
  const staffWords = staffCopy(lang)
  const words = staffWords.account.confirm
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  async function confirm() {
    setBusy(true)
    setProblem(undefined)
    try {
      const { browserSupportsWebAuthn, startAuthentication } = await import('@simplewebauthn/browser')
      if (!browserSupportsWebAuthn()) {
        setProblem(staffWords.account.passkeyUnsupported)
        return
      }
      const options = await postAccount({ intent: 'reauth-options' })
      if (!options.ok) {
        setProblem(refusalText(staffWords, options))
        return
      }
      const response = await startAuthentication({ optionsJSON: options.options as Parameters<typeof startAuthentication>[0]['optionsJSON'] })
      const confirmed = await postAccount({ intent: 'reauth-passkey', response: response as unknown as Record<string, unknown> })
      if (!confirmed.ok) setProblem(refusalText(staffWords, confirmed))
      await revalidator.revalidate()
    } catch {
      setProblem(staffWords.account.errors['reauth-refused'])
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className={section} aria-labelledby="confirm-heading">
      <h2 id="confirm-heading" className="font-display text-xl font-semibold text-navy">
        {words.title}
      </h2>
      {confirmedUntil ? (
        <p role="status" className="mt-1">
          {words.confirmed(clockTime(confirmedUntil))}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{words.intro}</p>
          {hasPasskey ? (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <button type="button" className={button} disabled={busy} onClick={() => void confirm()}>
                {words.withPasskey}
              </button>
            </div>
          ) : null}
          {problem ? (
            <p role="alert" className={`mt-2 ${alert}`}>
              {problem}
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}

function AddPasskey({ askCurrent }: { askCurrent: boolean }) {
  const { lang } = useDeskLang()
  const staffWords = staffCopy(lang)
  const words = staffWords.account
  const revalidator = useRevalidator()
  const [label, setLabel] = useState('')
  const [current, setCurrent] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string; field?: string }>()
  async function add() {
    setBusy(true)
    setMessage(undefined)
    try {
      const { browserSupportsWebAuthn, startRegistration } = await import('@simplewebauthn/browser')
      if (!browserSupportsWebAuthn()) {
        setMessage({ ok: false, text: words.passkeyUnsupported })
        return
      }
      const options = await postAccount({ intent: 'passkey-options', current: askCurrent ? current : '' })
      if (!options.ok) {
        setMessage({ ok: false, text: refusalText(staffWords, options), field: issuesByField(options.issues).current ? 'current' : 'form' })
        // The confirmation may have run out meanwhile: the screen asks for it again (past the
        // limit the session has ended, and its message stays until the desk says so itself).
        if (options.kind !== 'limited') await revalidator.revalidate()
        return
      }
      setCurrent('')
      const response = await startRegistration({ optionsJSON: options.options as Parameters<typeof startRegistration>[0]['optionsJSON'] })
      const added = await postAccount({ intent: 'passkey-add', response: response as unknown as Record<string, unknown>, label })
      if (!added.ok) {
        setMessage({ ok: false, text: refusalText(staffWords, added) })
        await revalidator.revalidate()
        return
      }
      setLabel('')
      setMessage({ ok: true, text: words.passkeyAdded })
      await revalidator.revalidate()
    } catch {
      setMessage({ ok: false, text: words.errors['passkey-refused'] })
    } finally {
      setBusy(false)
    }
  }
  const currentError = message && !message.ok && message.field === 'current' ? message.text : undefined
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      {askCurrent ? (
        <Field
          className="flex w-full flex-col text-sm"
          controlClassName={control}
          label={words.currentPassword}
          name="current"
          type="password"
          autoComplete="current-password"
          value={current}
          error={currentError}
          onChange={(event) => {
            setCurrent(event.target.value)
          }}
        />
      ) : null}
      <Field
        className="flex flex-col text-sm"
        controlClassName={control}
        label={words.passkeyName}
        hint={words.passkeyNameHint}
        name="label"
        value={label}
        maxLength={120}
        onChange={(event) => {
          setLabel(event.target.value)
        }}
      />
      <button type="button" className={primary} disabled={busy} onClick={() => void add()}>
        {words.addPasskey}
      </button>
      {message && !currentError ? (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'w-full' : alert}>
          {message.text}
        </p>
      ) : null}
    </div>
  )
}

function Passkeys({ passkeys, askCurrent }: { passkeys: AccountOverview['passkeys']; askCurrent: boolean }) {
  const { copy, lang } = useDeskLang()
  const staffWords = staffCopy(lang)
  const words = staffWords.account
  const fetcher = useFetcher<AccountCommandResult>()
  const done = fetcher.state === 'idle' ? fetcher.data : undefined
  return (
    <section className={section} aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" className="font-display text-xl font-semibold text-navy">
        {words.passkeys}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.passkeysIntro}</p>
      {passkeys.length === 0 ? (
        <p className="mt-3">{words.noPasskeys}</p>
      ) : (
        <ul className="mt-3 divide-y divide-sand">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <strong>{passkey.label}</strong>
                <span className="block text-sm text-muted">
                  {words.added} {dubaiDateTime(passkey.createdAt)} · {words.lastUsed} {passkey.lastUsedAt ? dubaiDateTime(passkey.lastUsedAt) : words.never}
                </span>
              </span>
              <fetcher.Form
                method="post"
                action="/admin/account"
                onSubmit={(event) => {
                  if (!window.confirm(words.confirmRemovePasskey)) event.preventDefault()
                }}
              >
                <input type="hidden" name="intent" value="passkey-remove" />
                <input type="hidden" name="id" value={passkey.id} />
                <button
                  type="submit"
                  className="rounded-full border border-red-700 px-3 py-1 text-red-800"
                  aria-label={`${words.removePasskey}${copy.colon}${passkey.label}`}
                >
                  {words.removePasskey}
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
      {done && !done.ok ? (
        <p role="alert" className={`mt-2 ${alert}`}>
          {refusalText(staffWords, done)}
        </p>
      ) : null}
      <AddPasskey askCurrent={askCurrent} />
    </section>
  )
}

function Password({ hasPassword, askCurrent }: { hasPassword: boolean; askCurrent: boolean }) {
  const { lang } = useDeskLang()
  const staffWords = staffCopy(lang)
  const words = staffWords.account
  const fetcher = useFetcher<AccountCommandResult>()
  const done = fetcher.state === 'idle' ? fetcher.data : undefined
  const errors: Record<string, string> = { ...words.errors, ...staffWords.passwordProblems }
  const byField = done && !done.ok ? issuesByField(done.issues) : {}
  const errorOf = (field: string) => {
    const key = byField[field]
    return key ? (errors[key] ?? words.errors.invalid) : undefined
  }
  const showsCurrent = hasPassword && askCurrent
  // A refusal that belongs to no field shown: a limit, a passkey to confirm with, no credential left.
  const formError =
    done && !done.ok && (done.kind === 'limited' || byField.reauth || byField.form || (byField.current && !showsCurrent))
      ? refusalText(staffWords, done)
      : undefined
  // After a refusal the screen's data is read again (a refusal does not do that by itself): the
  // confirmation may have run out while the page was open (the form then asks for the current
  // password), or the right current password confirmed it before the new one was refused (then
  // it no longer does).
  const { revalidate } = useRevalidator()
  const handled = useRef<unknown>(undefined)
  useEffect(() => {
    const data = fetcher.data
    if (!data || data.ok || handled.current === data) return
    handled.current = data
    // Past the limit the session has ended: its message stays until the desk says so itself.
    if (data.kind !== 'limited') void revalidate()
  }, [fetcher.data, revalidate])
  return (
    <section className={section} aria-labelledby="password-heading">
      <h2 id="password-heading" className="font-display text-xl font-semibold text-navy">
        {words.password}
      </h2>
      <p className="mt-1 text-sm text-muted">{hasPassword ? words.passwordIntro : `${words.noPassword} ${words.passwordIntro}`}</p>
      <fetcher.Form method="post" action="/admin/account" className="mt-3 flex flex-col gap-3" key={done?.ok ? 'saved' : 'editing'}>
        <input type="hidden" name="intent" value="password" />
        {/* The e-mail, for password managers: which account this password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" />
        {showsCurrent ? (
          <Field
            className="flex flex-col text-sm"
            controlClassName={control}
            label={words.currentPassword}
            name="current"
            type="password"
            autoComplete="current-password"
            required
            error={errorOf('current')}
          />
        ) : null}
        <Field
          className="flex flex-col text-sm"
          controlClassName={control}
          label={words.newPassword}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={passwordMinLength}
          maxLength={passwordMaxLength}
          required
          error={errorOf('password')}
        />
        <Field
          className="flex flex-col text-sm"
          controlClassName={control}
          label={words.repeatPassword}
          name="repeat"
          type="password"
          autoComplete="new-password"
          minLength={passwordMinLength}
          maxLength={passwordMaxLength}
          required
          error={errorOf('repeat')}
        />
        <div className="text-sm">
          <label className="flex items-start gap-2">
            <input type="checkbox" name="signOutOthers" value="on" defaultChecked className="mt-1" aria-describedby="sign-out-others-hint" />
            <span>{words.signOutOthers}</span>
          </label>
          <p id="sign-out-others-hint" className="mt-1 ml-6 text-xs text-muted">
            {words.signOutOthersHint}
          </p>
        </div>
        {formError ? (
          <p role="alert" className={alert}>
            {formError}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primary} disabled={fetcher.state !== 'idle'}>
            {words.savePassword}
          </button>
          {done?.ok ? <p role="status">{done.endedSessions ? words.savedSignedOut(done.endedSessions) : words.saved}</p> : null}
        </div>
      </fetcher.Form>
    </section>
  )
}

function Sessions({ sessions }: { sessions: AccountOverview['sessions'] }) {
  const { copy, lang } = useDeskLang()
  const staffWords = staffCopy(lang)
  const words = staffWords.account
  const fetcher = useFetcher<AccountCommandResult>()
  return (
    <section className={section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="font-display text-xl font-semibold text-navy">
        {words.sessions}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.sessionsIntro}</p>
      <ul className="mt-3 divide-y divide-sand">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <strong>{session.device}</strong>
              {session.isCurrent ? copy.aside(words.thisDevice) : null}
              <span className="block text-sm break-all text-muted">
                {words.address} {session.ip} · {words.lastSeen} {dubaiDateTime(session.lastSeenAt)}
              </span>
            </span>
            {session.isCurrent ? null : (
              <fetcher.Form method="post" action="/admin/account">
                <input type="hidden" name="intent" value="session-end" />
                <input type="hidden" name="session" value={session.id} />
                <button type="submit" className={button} aria-label={`${words.endSession}${copy.colon}${session.device}${copy.comma}${session.ip}`}>
                  {words.endSession}
                </button>
              </fetcher.Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

export function AccountScreen({ overview }: { overview: AccountOverview }) {
  const { lang } = useDeskLang()
  const staffWords = staffCopy(lang)
  // The current password is asked for in the forms until the person has confirmed it is them.
  const askCurrent = overview.hasPassword && !overview.confirmedUntil
  return (
    <section>
      <title>{deskPageTitle(staffWords.account.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{staffWords.account.title}</h1>
      {overview.builtin ? (
        <>
          <ConfirmIdentity hasPasskey={overview.passkeys.length > 0} confirmedUntil={overview.confirmedUntil} />
          <Passkeys passkeys={overview.passkeys} askCurrent={askCurrent} />
          <Password hasPassword={overview.hasPassword} askCurrent={askCurrent} />
        </>
      ) : (
        <p className="mt-4">{staffWords.account.externalProvider}</p>
      )}
      <Sessions sessions={overview.sessions} />
    </section>
  )
}
