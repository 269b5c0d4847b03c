import { signInResponse, startSignIn } from '../../features/staff/sign-in.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/start'

/** GET /auth/start (`?popup=1` from the desk's sign-in window): on to the identity provider. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = requestScope(context)
  const popup = new URL(request.url).searchParams.get('popup') === '1'
  return signInResponse(await startSignIn(scope, { popup }), scope)
}
