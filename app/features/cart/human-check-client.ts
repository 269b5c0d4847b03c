/**
 * The human check in the browser. Its code loads on demand (when the cart opens); solving happens
 * at submit. Load failure, a missing container, an error or a time-out all reject, which the form
 * turns into the submit-failure toast.
 */
import { langs, type Lang } from '../i18n/lang'

export type HumanCheckSettings = { provider: 'altcha' } | { provider: 'turnstile'; siteKey: string }

/** The ALTCHA widget's language code for each page language, and its translation module (English is built in). */
export const altchaLanguages: Record<Lang, { code: string; load?: () => Promise<unknown> }> = {
  en: { code: 'en' },
  zh: { code: 'zh-cn', load: () => import('altcha/i18n/zh-cn') },
}

export const HUMAN_CHECK_TIMEOUT_MS = 20_000
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

type AltchaElement = HTMLElement & { verify: () => void; reset: () => void }
type Turnstile = {
  render: (container: HTMLElement, options: Record<string, unknown>) => string
  execute: (widgetId: string) => void
  reset: (widgetId: string) => void
}

let altchaLoading: Promise<unknown> | undefined
let turnstileLoading: Promise<void> | undefined

export function loadHumanCheck(settings: HumanCheckSettings): Promise<unknown> {
  if (settings.provider === 'altcha') {
    altchaLoading ??= Promise.all([import('altcha'), ...langs.map((lang) => altchaLanguages[lang].load?.())]).catch((error: unknown) => {
      altchaLoading = undefined
      throw error
    })
    return altchaLoading
  }
  turnstileLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = TURNSTILE_SCRIPT
    script.async = true
    script.onload = () => {
      resolve()
    }
    script.onerror = () => {
      turnstileLoading = undefined
      reject(new Error('turnstile script failed to load'))
    }
    document.head.appendChild(script)
  })
  return turnstileLoading
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('human check timed out'))
    }, ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

function solveAltcha(container: HTMLElement): Promise<string> {
  const widget = container.querySelector<AltchaElement>('altcha-widget')
  if (!widget || typeof widget.verify !== 'function') return Promise.reject(new Error('human check widget missing'))
  return new Promise<string>((resolve, reject) => {
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail
      if (detail.state === 'verified' && detail.payload) {
        cleanup()
        resolve(detail.payload)
      } else if (detail.state === 'error' || detail.state === 'expired') {
        cleanup()
        reject(new Error(`human check ${detail.state}`))
      }
    }
    const cleanup = () => {
      widget.removeEventListener('statechange', onState)
    }
    widget.addEventListener('statechange', onState)
    widget.verify()
  })
}

let turnstileWidget: string | undefined

function solveTurnstile(container: HTMLElement, siteKey: string): Promise<string> {
  const turnstile = (window as unknown as { turnstile?: Turnstile }).turnstile
  if (!turnstile) return Promise.reject(new Error('turnstile not loaded'))
  return new Promise<string>((resolve, reject) => {
    if (turnstileWidget) turnstile.reset(turnstileWidget)
    turnstileWidget = turnstile.render(container, {
      sitekey: siteKey,
      execution: 'execute',
      appearance: 'interaction-only',
      callback: (token: string) => {
        resolve(token)
      },
      'error-callback': () => {
        reject(new Error('turnstile error'))
      },
    })
    turnstile.execute(turnstileWidget)
  })
}

/** Solve the check in `container` and return its token. */
export async function solveHumanCheck(settings: HumanCheckSettings, container: HTMLElement | null): Promise<string> {
  if (!container) throw new Error('human check container missing')
  await withTimeout(loadHumanCheck(settings), HUMAN_CHECK_TIMEOUT_MS)
  const solving = settings.provider === 'altcha' ? solveAltcha(container) : solveTurnstile(container, settings.siteKey)
  return withTimeout(solving, HUMAN_CHECK_TIMEOUT_MS)
}

/** Ready for the next submit: a solved challenge works only once. */
export function resetHumanCheck(settings: HumanCheckSettings, container: HTMLElement | null): void {
  if (settings.provider === 'altcha') container?.querySelector<AltchaElement>('altcha-widget')?.reset()
  else if (turnstileWidget) (window as unknown as { turnstile?: Turnstile }).turnstile?.reset(turnstileWidget)
}
