/** Whether a path belongs to the admin desk (no public shell, no site content, never cached). */
export function isDeskPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/admin.')
}

export type DeskLang = 'en' | 'zh'

/** The desk's root data: its copy's language and the site's configured origin (sign-in only works there). */
export type DeskRootData = { desk: { lang: DeskLang; origin: string } }

/** The cookie that keeps the desk's language (not a secret; read on the server for the first render). */
export const deskLangCookie = 'wwd_desk_lang'

export function deskLangFrom(cookieHeader: string | null | undefined): DeskLang {
  return /(?:^|;\s*)wwd_desk_lang=zh(?:;|$)/.test(cookieHeader ?? '') ? 'zh' : 'en'
}

/**
 * What the gate's refusal carries (401, 403): no loader runs after a refusal, not even the root's,
 * so the refusal screen gets the desk's language and the site's configured origin from here.
 */
export type DeskRefusal = {
  reason: 'signed-out' | 'session-expired' | 'cross-origin' | 'forbidden'
  lang: DeskLang
  origin: string
}
