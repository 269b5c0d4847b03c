import type { Route } from './+types/enquiry-cn'
import { handleEnquiryRequest } from '../../features/enquiries/enquiry-request.server'
import { requestScope } from '../../load-context'

/** POST /api/enquiry-cn: the Chinese form's endpoint, body `{token, payload}`; same handler, Chinese messages. */
export function action({ request, context }: Route.ActionArgs) {
  return handleEnquiryRequest(request, requestScope(context), 'zh')
}
