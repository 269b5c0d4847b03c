import { finishSignIn, signInResponse } from '../../features/staff/sign-in.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/callback'

/** GET /auth/callback: the identity provider's answer, ending on the sign-in window's result page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = requestScope(context)
  const step = await finishSignIn(scope, {
    url: new URL(request.url),
    cookieHeader: request.headers.get('cookie'),
    userAgent: request.headers.get('user-agent') ?? '',
  })
  return signInResponse(step, scope)
}
