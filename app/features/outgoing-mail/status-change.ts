/**
 * A status change told to the visitor: the subject is ours, in the enquiry's language; the body is
 * the wording the staff member wrote, sent in the frame of a staff reply (staff-reply.ts).
 */
import type { Lang } from '../i18n/lang'

const statusSubjects: Record<Lang, (reference: string) => string> = {
  en: (reference) => `About your enquiry ${reference}`,
  zh: (reference) => `关于您的咨询 ${reference}`,
}

/** The subject of a status message about the enquiry `reference`, in `lang`. */
export const statusMailSubject = (lang: Lang, reference: string): string => statusSubjects[lang](reference)
