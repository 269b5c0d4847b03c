/**
 * My account: the person's passkeys, password and open sessions. Passkeys are made by the browser
 * (@simplewebauthn/browser, loaded only when the button is pressed); everything else is a plain
 * form, so the screen works by keyboard and screen reader as any other desk form.
 */
import { useState } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import { dubaiDateTime } from '../../lib/dubai-time'
import type { AccountCommandResult, AccountOverview } from './account.server'
import { deskPageTitle } from './copy'
import { issuesByField } from './desk-result'
import { Field } from './ui/field'
import { useDeskLang } from './use-desk-lang'

const button = 'rounded-full border border-navy px-3 py-1'
const primary = 'rounded-full bg-navy px-5 py-2 font-semibold text-cream'
const section = 'mt-6 rounded-xl border border-sand bg-white p-4'
const control = 'mt-1 w-full max-w-sm rounded border border-muted px-3 py-2'

/** Posts one command of this screen as JSON and reads its result (for the passkey steps, which chain). */
async function postAccount(body: Record<string, unknown>): Promise<AccountCommandResult> {
  const response = await fetch('/admin/account/passkey', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return (await response.json()) as AccountCommandResult
}

function AddPasskey() {
  const { copy } = useDeskLang()
  const words = copy.account
  const revalidator = useRevalidator()
  const [label, setLabel] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string }>()
  async function add() {
    setBusy(true)
    setMessage(undefined)
    try {
      const { browserSupportsWebAuthn, startRegistration } = await import('@simplewebauthn/browser')
      if (!browserSupportsWebAuthn()) {
        setMessage({ ok: false, text: words.passkeyUnsupported })
        return
      }
      const options = await postAccount({ intent: 'passkey-options' })
      if (!options.ok || !options.options) throw new Error('no options')
      const response = await startRegistration({ optionsJSON: options.options as Parameters<typeof startRegistration>[0]['optionsJSON'] })
      const added = await postAccount({ intent: 'passkey-add', response, label })
      if (!added.ok) throw new Error('refused')
      setLabel('')
      setMessage({ ok: true, text: words.passkeyAdded })
      await revalidator.revalidate()
    } catch {
      setMessage({ ok: false, text: words.errors['passkey-refused'] })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
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
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className={`w-full ${message.ok ? '' : 'font-semibold text-red-800'}`}>
          {message.text}
        </p>
      ) : null}
    </div>
  )
}

function Passkeys({ passkeys }: { passkeys: AccountOverview['passkeys'] }) {
  const { copy } = useDeskLang()
  const words = copy.account
  const fetcher = useFetcher<AccountCommandResult>()
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
                <button type="submit" className="rounded-full border border-red-700 px-3 py-1 text-red-800" aria-label={`${words.removePasskey}${copy.colon}${passkey.label}`}>
                  {words.removePasskey}
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
      <AddPasskey />
    </section>
  )
}

function Password({ hasPassword }: { hasPassword: boolean }) {
  const { copy } = useDeskLang()
  const words = copy.account
  const fetcher = useFetcher<AccountCommandResult>()
  const done = fetcher.state === 'idle' ? fetcher.data : undefined
  const errors: Record<string, string> = { ...words.errors, ...copy.passwordProblems }
  const byField = done && !done.ok ? issuesByField(done.issues) : {}
  const errorOf = (field: string) => {
    const key = byField[field]
    return key ? (errors[key] ?? words.errors.invalid) : undefined
  }
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
        {hasPassword ? (
          <Field className="flex flex-col text-sm" controlClassName={control} label={words.currentPassword} name="current" type="password" autoComplete="current-password" required error={errorOf('current')} />
        ) : null}
        <Field className="flex flex-col text-sm" controlClassName={control} label={words.newPassword} name="password" type="password" autoComplete="new-password" minLength={12} maxLength={200} required error={errorOf('password')} />
        <Field className="flex flex-col text-sm" controlClassName={control} label={words.repeatPassword} name="repeat" type="password" autoComplete="new-password" minLength={12} maxLength={200} required error={errorOf('repeat')} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primary} disabled={fetcher.state !== 'idle'}>
            {words.savePassword}
          </button>
          {done?.ok ? <p role="status">{words.saved}</p> : null}
        </div>
      </fetcher.Form>
    </section>
  )
}

function Sessions({ sessions }: { sessions: AccountOverview['sessions'] }) {
  const { copy } = useDeskLang()
  const words = copy.account
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
  const { copy, lang } = useDeskLang()
  return (
    <section>
      <title>{deskPageTitle(copy.account.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{copy.account.title}</h1>
      {overview.builtin ? (
        <>
          <Passkeys passkeys={overview.passkeys} />
          <Password hasPassword={overview.hasPassword} />
        </>
      ) : (
        <p className="mt-4">{copy.account.externalProvider}</p>
      )}
      <Sessions sessions={overview.sessions} />
    </section>
  )
}
