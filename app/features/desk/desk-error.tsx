/**
 * What the desk shows when its gate refuses a request: the sign-in screen for 401 (with "session
 * expired" when a session existed), "not allowed" for 403, "too much to send" for 413. The admin layout's error boundary shows
 * it: React Router hands a middleware error to the boundary of the first route that has a loader or
 * threw, and above the admin layout (whose middleware is the gate) no route has a loader.
 */
import { isRouteErrorResponse } from 'react-router'
import type { ReactNode } from 'react'
import type { DeskLang, DeskRefusal } from './desk-path'
import { useDeskLang } from './use-desk-lang'
import { deskPageTitle } from './copy'

/** What the sign-in screen is told: why it shows (a session that expired), and the language and address the gate saw. */
export type SignInRefusal = { reason?: 'session-expired'; lang?: DeskLang; origin?: string }

/** `signIn`: the sign-in screen for a 401 (staff sign-in draws it; the admin layout hands it over). */
export default function DeskError({ error, signIn }: { error: unknown; signIn: (refusal: SignInRefusal) => ReactNode }) {
  const refusal = isRouteErrorResponse(error) ? (error.data as Partial<DeskRefusal> | null) : null
  const { copy, lang } = useDeskLang(refusal?.lang)
  if (isRouteErrorResponse(error) && error.status === 401) {
    return signIn({ reason: refusal?.reason === 'session-expired' ? 'session-expired' : undefined, lang: refusal?.lang, origin: refusal?.origin })
  }
  const status = isRouteErrorResponse(error) ? error.status : 500
  const explained = status === 403 ? copy.forbidden : status === 413 ? copy.tooLarge : undefined
  return (
    <main lang={copy.htmlLang} className="grid min-h-screen place-items-center bg-cream px-4 text-navy">
      <title>{deskPageTitle(explained ? explained.title : copy.deskTitle, lang)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="max-w-md text-center">
        <h1 className="font-display text-3xl font-semibold">{explained ? explained.title : copy.failed}</h1>
        {explained ? <p className="mt-3">{explained.body}</p> : null}
        <p className="mt-6">
          <a href="/admin" className="rounded-full bg-navy px-5 py-3 font-semibold text-cream">
            {copy.nav.dashboard}
          </a>
        </p>
      </div>
    </main>
  )
}
