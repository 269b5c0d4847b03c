import { runAccountCommand } from '../../features/account/account.server'
import { passkeyAnswerMaxBytes } from '../../features/staff/passkey-limits'
import { deskActor } from '../../features/desk/context'
import { deskResponse } from '../../features/desk/desk-result'
import { readCappedInput, tooLargeResponse } from '../../features/desk/read-capped-input.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/account-passkey'

/**
 * POST /admin/account/passkey: My account's passkey steps as JSON (options, then the browser's
 * answer; a new passkey, or one that confirms it is the person), each at most as large as the
 * sign-in window's passkey answer: a larger body is refused with 413 before it is read in full.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readCappedInput(request, passkeyAnswerMaxBytes)
  if (!read.ok) return tooLargeResponse('passkey-too-large')
  return deskResponse(await runAccountCommand(deskActor(context), read.input, requestScope(context).services))
}
