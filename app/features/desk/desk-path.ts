export type DeskLang = 'en' | 'zh'

/**
 * The desk's own data, from the admin layout's loader: its copy's language and the site's
 * configured origin (sign-in only works there).
 */
export type DeskFrameData = { desk: { lang: DeskLang; origin: string } }

/** The cookie that keeps the desk's language (not a secret; read on the server for the first render). */
export const deskLangCookie = 'wwd_desk_lang'

export function deskLangFrom(cookieHeader: string | null | undefined): DeskLang {
  return /(?:^|;\s*)wwd_desk_lang=zh(?:;|$)/.test(cookieHeader ?? '') ? 'zh' : 'en'
}

/** The desk language the person chose with the toggle (its cookie), or undefined when they never did. */
export function chosenDeskLang(cookieHeader: string | null | undefined): DeskLang | undefined {
  const chosen = /(?:^|;\s*)wwd_desk_lang=(en|zh)(?:;|$)/.exec(cookieHeader ?? '')?.[1]
  return chosen === 'en' || chosen === 'zh' ? chosen : undefined
}

/** The desk's own data for a request: no site content, only its copy's language and the site's origin. */
export function deskFrame(cookieHeader: string | null, publicUrl: string): DeskFrameData['desk'] {
  return { lang: deskLangFrom(cookieHeader), origin: new URL(publicUrl).origin }
}

/**
 * What the gate's refusal carries (401, 403, 413): no loader runs after a refusal, not even the
 * admin layout's, so the refusal screen gets the desk's language and the site's configured origin
 * from here. A body too large also carries its sentence in that language, for a client that shows
 * no screen (a fetch of JSON).
 */
export type DeskRefusal = {
  reason: 'signed-out' | 'session-expired' | 'cross-origin' | 'forbidden' | 'too-large'
  lang: DeskLang
  origin: string
  message?: string
}

/** The BroadcastChannel the desk's tabs and the sign-in window share: a sign-in or sign-out in one reaches the others. */
export const signInChannel = 'wwd-admin'
