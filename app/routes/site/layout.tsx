import { Outlet, useLocation } from 'react-router'
import { langOf } from '../../features/i18n/site-routes'
import { ErrorNotice } from '../../features/site-shell/error-notice'
import { SiteFrame } from '../../features/site-shell/site-frame'
import { siteShell } from '../../features/site-shell/site-shell.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/layout'

/** Every public page and the 404 catch-all sit under this layout: the site's frame and its data. */
export function loader({ context, request }: Route.LoaderArgs) {
  return siteShell(requestScope(context).services, request)
}

export default function SiteLayout() {
  const lang = langOf(useLocation().pathname)
  return (
    <SiteFrame lang={lang}>
      <Outlet />
    </SiteFrame>
  )
}

/** A page's 404 or failure, and this layout's own (the frame then falls back to the built-in shell data). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = langOf(useLocation().pathname)
  return (
    <SiteFrame lang={lang}>
      <ErrorNotice error={error} lang={lang} />
    </SiteFrame>
  )
}
