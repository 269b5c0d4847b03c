/** My account's passkeys: "Confirm it's you" with one of them, adding one on this device, and the list with Remove. */
import { useState } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import { dubaiDateTime } from '../../lib/dubai-time'
import type { AccountCommandResult, AccountOverview } from './account.server'
import { accountCopy } from './account-copy'
import { issuesByField } from '../desk/desk-result'
import { Field } from '../desk/ui/field'
import { useDeskLang } from '../desk/use-desk-lang'
import { alert, button, clockTime, control, postAccount, primary, refusalText, section } from './account-form'

/**
 * "Confirm it's you": why the desk asks, and one of the person's passkeys to answer with; once
 * confirmed, until when it counts.
 */
export function ConfirmIdentity({ hasPasskey, confirmedUntil }: { hasPasskey: boolean; confirmedUntil: string | null }) {
  const { lang } = useDeskLang()
  const words = accountCopy(lang).confirm
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  async function confirm() {
    setBusy(true)
    setProblem(undefined)
    try {
      const { browserSupportsWebAuthn, startAuthentication } = await import('@simplewebauthn/browser')
      if (!browserSupportsWebAuthn()) {
        setProblem(accountCopy(lang).passkeyUnsupported)
        return
      }
      const options = await postAccount({ intent: 'reauth-options' })
      if (!options.ok) {
        setProblem(refusalText(lang, options))
        return
      }
      const response = await startAuthentication({ optionsJSON: options.options as Parameters<typeof startAuthentication>[0]['optionsJSON'] })
      const confirmed = await postAccount({ intent: 'reauth-passkey', response: response as unknown as Record<string, unknown> })
      if (!confirmed.ok) setProblem(refusalText(lang, confirmed))
      await revalidator.revalidate()
    } catch {
      setProblem(accountCopy(lang).errors['reauth-refused'])
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
  const words = accountCopy(lang)
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
        setMessage({ ok: false, text: refusalText(lang, options), field: issuesByField(options.issues).current ? 'current' : 'form' })
        // The confirmation may have run out meanwhile: the screen asks for it again (past the
        // limit the session has ended, and its message stays until the desk says so itself).
        if (options.kind !== 'limited') await revalidator.revalidate()
        return
      }
      setCurrent('')
      const response = await startRegistration({ optionsJSON: options.options as Parameters<typeof startRegistration>[0]['optionsJSON'] })
      const added = await postAccount({ intent: 'passkey-add', response: response as unknown as Record<string, unknown>, label })
      if (!added.ok) {
        setMessage({ ok: false, text: refusalText(lang, added) })
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

export function Passkeys({ passkeys, askCurrent }: { passkeys: AccountOverview['passkeys']; askCurrent: boolean }) {
  const { copy, lang } = useDeskLang()
  const words = accountCopy(lang)
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
          {refusalText(lang, done)}
        </p>
      ) : null}
      <AddPasskey askCurrent={askCurrent} />
    </section>
  )
}
