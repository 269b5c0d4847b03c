/**
 * The enquiry form of the WonderCart: validated with the shared schema, kept in
 * browser storage while typed, protected by the human check, limited per browser session, and
 * always leaving the submitting state (a time-out becomes the failure toast, data kept).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import type {} from 'altcha/types/react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { showToast } from '../../components/ui/toast'
import type { Copy } from '../i18n/en'
import { locales, type Lang } from '../i18n/lang'
import { contactPath } from '../i18n/site-routes'
import { enquiryEndpoints } from '../enquiries/enquiry-endpoints'
import { cart, useCartItems } from './cart-store'
import { closeCart } from './cart-ui'
import {
  LAST_TRAVEL_DATE,
  MESSAGE_MAX,
  enquiryFormSchema,
  localToday,
  messageLength,
  toPayload,
  type EnquiryForm as FormValues,
  type ValidationKey,
} from '../enquiries/enquiry-schema'
import { altchaLanguages, loadHumanCheck, resetHumanCheck, solveHumanCheck, type HumanCheckSettings } from './human-check-client'
import { nextAllowedAt, readSubmitHistory, recordSubmit } from './submit-limit'
import { ServiceDetailsFields } from './service-details-fields'

export const SUBMIT_TIMEOUT_MS = 15_000
export const RESULT_TOAST_MS = 4000

/** True when the server's answer refuses the message with the blocklist's sentence. */
function isMessageBlocked(body: string, sentence: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error?: { fields?: { message?: unknown } } }
    return parsed.error?.fields?.message === sentence
  } catch {
    return false
  }
}

/** The refusal tier from `/api/enquiry-terms`; undefined (the built-in list) until it arrives or when it cannot. */
function useRefusalTerms(): readonly string[] | undefined {
  const [terms, setTerms] = useState<readonly string[] | undefined>(undefined)
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/enquiry-terms', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ refuse?: unknown }>) : undefined))
      .then((body) => {
        const list = body?.refuse
        if (Array.isArray(list) && list.every((term) => typeof term === 'string')) setTerms(list)
      })
      .catch(() => undefined)
    return () => {
      controller.abort()
    }
  }, [])
  return terms
}

function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, '')
}

function formatTime(ms: number, lang: Lang): string {
  return new Date(ms).toLocaleTimeString(locales[lang].intlLocale, { hour: '2-digit', minute: '2-digit', second: '2-digit' })
}

type Props = { lang: Lang; copy: Copy; humanCheck: HumanCheckSettings }

export default function EnquiryForm({ lang, copy, humanCheck }: Props) {
  const items = useCartItems()
  const today = useMemo(() => localToday(new Date()), [])
  // The blocklist's refusal tier as the server holds it (the built-in list until it arrives).
  const refusalTerms = useRefusalTerms()
  const schema = useMemo(() => enquiryFormSchema(today, refusalTerms), [today, refusalTerms])
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    trigger,
    formState: { errors, isValid, touchedFields, submitCount },
  } = useForm<FormValues>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: cart.getForm() })
  const values = useWatch({ control })
  const [isSubmitting, setSubmitting] = useState(false)
  const [blockedUntil, setBlockedUntil] = useState<number | undefined>(() => nextAllowedAt(readSubmitHistory(Date.now()), Date.now()))
  const idempotencyKey = useRef(newIdempotencyKey())
  const checkRef = useRef<HTMLDivElement>(null)
  const ids = { name: useId(), email: useId(), cc: useId(), phone: useId(), date: useId(), message: useId(), note: useId() }

  // Load the human check as the cart opens, so submitting does not wait for it.
  useEffect(() => {
    loadHumanCheck(humanCheck).catch(() => undefined)
  }, [humanCheck])

  useEffect(() => {
    cart.saveForm({ ...cart.getForm(), ...values } as FormValues)
  }, [values])

  // When the owners' list arrives, judge what is typed by it.
  useEffect(() => {
    if (refusalTerms && cart.getForm().message !== '') void trigger('message')
  }, [refusalTerms, trigger])

  // The limit lifts by itself: re-enable the button when its time comes.
  useEffect(() => {
    if (!blockedUntil) return
    const timer = setTimeout(
      () => {
        setBlockedUntil(nextAllowedAt(readSubmitHistory(Date.now()), Date.now()))
      },
      Math.max(0, blockedUntil - Date.now()) + 50,
    )
    return () => {
      clearTimeout(timer)
    }
  }, [blockedUntil])

  // The rule's count (trimmed, in characters), so the counter and the Submit button always agree.
  const messageCount = messageLength(values.message ?? '')
  const errorText = (field: keyof FormValues) => {
    const key = errors[field]?.message as ValidationKey | undefined
    if (!key || !(touchedFields[field] || submitCount > 0 || (values[field] ?? '') !== '')) return undefined
    return copy.validation[key]
  }

  const onSubmit = handleSubmit(async (form) => {
    const now = Date.now()
    const until = nextAllowedAt(readSubmitHistory(now), now)
    if (until) {
      setBlockedUntil(until)
      return
    }
    setSubmitting(true)
    try {
      const token = await solveHumanCheck(humanCheck, checkRef.current)
      const response = await fetch(enquiryEndpoints[lang], {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ payload: toPayload(form, items), token, idempotencyKey: idempotencyKey.current, lang }),
        signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
      })
      if (!response.ok) {
        // The server's refusal tier (the same as the form's, changed since the form loaded it).
        if (isMessageBlocked(await response.text(), copy.validation.messageBlocked)) {
          setError('message', { type: 'server', message: 'messageBlocked' }, { shouldFocus: true })
          return
        }
        throw new Error(`enquiry refused: ${String(response.status)}`)
      }
      const history = recordSubmit(Date.now())
      setBlockedUntil(nextAllowedAt(history, Date.now()))
      idempotencyKey.current = newIdempotencyKey()
      showToast({ id: 'enquiry', message: copy.enquiry.success, durationMs: RESULT_TOAST_MS, tone: 'success' })
      // The enquiry is sent: empty the cart and the trip details, keep who the visitor is.
      cart.clear()
      const kept = { ...form, travelDate: '', message: '', details: {} }
      cart.saveForm(kept)
      reset(kept)
      closeCart()
    } catch {
      showToast({ id: 'enquiry', message: copy.enquiry.failure, durationMs: RESULT_TOAST_MS, tone: 'error' })
    } finally {
      setSubmitting(false)
      resetHumanCheck(humanCheck, checkRef.current)
    }
  })

  const field = 'mt-1 block w-full rounded-xl border border-navy/25 bg-white px-3 py-2.5 text-ink focus:border-teal'
  const label = 'block text-sm font-semibold text-navy'
  const hint = 'font-normal text-muted'
  const errorClass = 'mt-1 text-sm font-medium text-terracotta'
  const isBlocked = blockedUntil !== undefined && blockedUntil > Date.now()

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 border-t border-sand pt-5" aria-describedby={ids.note}>
      <h3 className="font-display text-lg font-semibold text-navy">{copy.enquiry.formTitle}</h3>
      {items.length === 0 && <p className="mt-1 text-sm text-muted">{copy.enquiry.generalHint}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.name} className={label}>
            {copy.enquiry.name}
            <span className={hint}>{copy.enquiry.optional}</span>
          </label>
          <input id={ids.name} autoComplete="name" className={field} {...register('name')} aria-invalid={Boolean(errorText('name'))} />
          {errorText('name') && <p className={errorClass}>{errorText('name')}</p>}
        </div>
        <div>
          <label htmlFor={ids.email} className={label}>
            {copy.enquiry.email}
            <span className={hint}>{copy.enquiry.required}</span>
          </label>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            className={field}
            {...register('email')}
            aria-invalid={Boolean(errorText('email'))}
            aria-describedby={errorText('email') ? `${ids.email}-error` : undefined}
          />
          {errorText('email') && (
            <p id={`${ids.email}-error`} className={errorClass}>
              {errorText('email')}
            </p>
          )}
        </div>
        <div className="grid grid-cols-[7rem_1fr] gap-3 sm:col-span-2">
          <div>
            <label htmlFor={ids.cc} className={label}>
              {copy.enquiry.phoneCc}
            </label>
            <input id={ids.cc} inputMode="tel" autoComplete="tel-country-code" placeholder="+971" className={field} {...register('phoneCc')} />
          </div>
          <div>
            <label htmlFor={ids.phone} className={label}>
              {copy.enquiry.phoneNumber}
              <span className={hint}>{copy.enquiry.optional}</span>
            </label>
            <input id={ids.phone} type="tel" autoComplete="tel-national" className={field} {...register('phoneNumber')} />
          </div>
          {(errorText('phoneCc') ?? errorText('phoneNumber')) && (
            <p className={`${errorClass} col-span-2`}>{errorText('phoneCc') ?? errorText('phoneNumber')}</p>
          )}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={ids.date} className={label}>
            {copy.enquiry.travelDate}
            <span className={hint}>{copy.enquiry.required}</span>
          </label>
          <input
            id={ids.date}
            type="date"
            min={today}
            max={LAST_TRAVEL_DATE}
            className={field}
            {...register('travelDate')}
            aria-invalid={Boolean(errorText('travelDate'))}
          />
          {errorText('travelDate') && <p className={errorClass}>{errorText('travelDate')}</p>}
        </div>
        <ServiceDetailsFields
          items={items}
          copy={copy}
          register={register}
          errors={errors}
          channel={values.channel ?? ''}
          styles={{ field, label, hint, error: errorClass }}
        />
        <div className="sm:col-span-2">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={ids.message} className={label}>
              {copy.enquiry.message}
              <span className={hint}>{copy.enquiry.required}</span>
            </label>
            <span aria-live="polite" className={`text-sm ${messageCount > MESSAGE_MAX ? 'font-semibold text-terracotta' : 'text-muted'}`}>
              {copy.enquiry.counter(messageCount)}
            </span>
          </div>
          <textarea id={ids.message} rows={4} className={field} {...register('message')} aria-invalid={Boolean(errorText('message'))} />
          {errorText('message') && <p className={errorClass}>{errorText('message')}</p>}
        </div>
      </div>
      <div ref={checkRef}>
        {humanCheck.provider === 'altcha' && (
          <altcha-widget challenge="/api/human-check/challenge" auto="off" display="invisible" language={altchaLanguages[lang].code} name="altcha" />
        )}
      </div>
      <p id={ids.note} className="mt-4 text-xs text-muted">
        {copy.enquiry.consent}
      </p>
      <p className="text-xs">
        <Link
          to={contactPath(lang)}
          onClick={closeCart}
          className="inline-flex min-h-11 items-center rounded font-semibold text-teal-dark underline decoration-teal/40 underline-offset-4 hover:decoration-teal-dark"
        >
          {copy.enquiry.termsLink}
        </Link>
      </p>
      {isBlocked && (
        <p role="status" className="mt-3 rounded-xl bg-sand/40 px-3 py-2 text-sm text-navy">
          {copy.enquiry.rateLimited(formatTime(blockedUntil, lang))}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={!isValid || isSubmitting || isBlocked}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-navy px-6 font-semibold text-cream hover:bg-night disabled:cursor-not-allowed disabled:opacity-50"
        >
          {isSubmitting ? copy.enquiry.submitting : copy.enquiry.submit}
        </button>
      </div>
    </form>
  )
}
