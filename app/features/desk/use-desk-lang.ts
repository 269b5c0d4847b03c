import { useCallback, useSyncExternalStore } from 'react'
import { useRevalidator, useRouteLoaderData } from 'react-router'
import { adminLayoutId } from './admin-routes'
import { deskCopy, type DeskCopy } from './copy'
import { deskLangCookie, type DeskFrameData, type DeskLang } from './desk-path'
import { locales } from '../i18n/lang'

/**
 * The language chosen in this browser tab with the switch: it applies at once, before the reload
 * of the desk's data (which reads the cookie) has finished. Never set on the server.
 */
let chosen: DeskLang | undefined
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The desk's language (the switch's choice in this tab, else the admin layout's cookie read, else
 * `preferred` when no loader ran, as on the gate's refusal screens) and a switch that keeps it in a
 * cookie.
 */
export function useDeskLang(preferred?: DeskLang): { lang: DeskLang; copy: DeskCopy; toggle: () => void } {
  const frame = useRouteLoaderData<DeskFrameData>(adminLayoutId)
  const picked = useSyncExternalStore(
    subscribe,
    () => chosen,
    () => undefined,
  )
  const lang = picked ?? frame?.desk.lang ?? preferred ?? 'en'
  const { revalidate } = useRevalidator()
  const toggle = useCallback(() => {
    const next: DeskLang = locales[lang].switchesTo
    document.cookie = `${deskLangCookie}=${next}; Path=/; Max-Age=31536000; SameSite=Lax`
    chosen = next
    for (const listener of listeners) listener()
    void revalidate()
  }, [lang, revalidate])
  return { lang, copy: deskCopy(lang), toggle }
}
