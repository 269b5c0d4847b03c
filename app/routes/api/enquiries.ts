import type { Route } from './+types/enquiries'
import { handleEnquiryRequest } from '../../features/enquiries/enquiry-request.server'
import { requestScope } from '../../load-context'

/** POST /api/enquiries: `{payload, token, idempotencyKey, lang}` → 201 `{id, reference}`. */
export function action({ request, context }: Route.ActionArgs) {
  return handleEnquiryRequest(request, requestScope(context), 'en')
}
