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
import { useEffect, useRef } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import { dubaiDateTime } from '../../lib/dubai-time'
import type { AccountCommandResult, AccountOverview } from './account.server'
import { deskPageTitle } from '../desk/copy'
import { staffCopy } from '../staff/staff-copy'
import { accountCopy } from './account-copy'
import { issuesByField } from '../desk/desk-result'
import { passwordMaxLength, passwordMinLength } from '../staff/password-rules'
import { Field } from '../desk/ui/field'
import { useDeskLang } from '../desk/use-desk-lang'
import { alert, button, control, primary, refusalText, section } from './account-form'
import { ConfirmIdentity, Passkeys } from './account-passkeys'

function Password({ hasPassword, askCurrent }: { hasPassword: boolean; askCurrent: boolean }) {
  const { lang } = useDeskLang()
  const words = accountCopy(lang)
  const fetcher = useFetcher<AccountCommandResult>()
  const done = fetcher.state === 'idle' ? fetcher.data : undefined
  const errors: Record<string, string> = { ...words.errors, ...staffCopy(lang).passwordProblems }
  const byField = done && !done.ok ? issuesByField(done.issues) : {}
  const errorOf = (field: string) => {
    const key = byField[field]
    return key ? (errors[key] ?? words.errors.invalid) : undefined
  }
  const showsCurrent = hasPassword && askCurrent
  // A refusal that belongs to no field shown: a limit, a passkey to confirm with, no credential left.
  const formError =
    done && !done.ok && (done.kind === 'limited' || byField.reauth || byField.form || (byField.current && !showsCurrent)) ? refusalText(lang, done) : undefined
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
      <p className="mt-1 text-sm text-muted">{hasPassword ? staffCopy(lang).passwordRule : `${words.noPassword} ${staffCopy(lang).passwordRule}`}</p>
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
  const words = accountCopy(lang)
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
  const words = accountCopy(lang)
  // The current password is asked for in the forms until the person has confirmed it is them.
  const askCurrent = overview.hasPassword && !overview.confirmedUntil
  return (
    <section>
      <title>{deskPageTitle(words.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{words.title}</h1>
      {overview.builtin ? (
        <>
          <ConfirmIdentity hasPasskey={overview.passkeys.length > 0} confirmedUntil={overview.confirmedUntil} />
          <Passkeys passkeys={overview.passkeys} askCurrent={askCurrent} />
          <Password hasPassword={overview.hasPassword} askCurrent={askCurrent} />
        </>
      ) : (
        <p className="mt-4">{words.externalProvider}</p>
      )}
      <Sessions sessions={overview.sessions} />
    </section>
  )
}
