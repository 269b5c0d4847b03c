import type { Lang } from '../i18n/lang'

/**
 * The public enquiry endpoint of each language. The endpoint is the one source of an enquiry's
 * language: its error messages, the visitor's acknowledgement and the desk's replies follow it.
 */
export const enquiryEndpoints: Record<Lang, string> = { en: '/api/enquiries', zh: '/api/enquiry-cn' }
