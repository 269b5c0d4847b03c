/**
 * The enquiry screen's commands as the desk posts them (a form with an `intent`): a status change
 * (optionally sending its wording to the visitor), a note, or a reply. Each checks its permission
 * here as well as at the gate, and answers in the shape the screen shows.
 */
import { eq } from 'drizzle-orm'
import { enquiries } from '../../.server/db/schema'
import type { Config } from '../../.server/config'
import type { Database } from '../../.server/db/client'
import type { SiteContentStore } from '../content/content-store.server'
import { can } from '../admin/permissions'
import type { StaffMember } from '../admin/session.server'
import { addNote, changeStatus, type CommandError, type InboxAudit } from './enquiry-commands.server'
import type { ActionResult } from './reply-composer'
import { sendReply } from './send-reply.server'

type Form = Record<string, FormDataEntryValue>

const text = (form: Form, key: string): string | undefined => {
  const value = form[key]
  return typeof value === 'string' ? value : undefined
}

/** The subject of a status message, in the enquiry's language. */
export const statusMailSubject = (lang: 'en' | 'zh', reference: string) => (lang === 'zh' ? `关于您的咨询 ${reference}` : `About your enquiry ${reference}`)

function failure(intent: string, error: CommandError): { status: number; body: ActionResult } {
  if (error.status === 404) return { status: 404, body: { ok: false, intent, kind: 'notFound' } }
  if (error.status === 409) return { status: 409, body: { ok: false, intent, kind: 'stale' } }
  return { status: 400, body: { ok: false, intent, kind: 'invalid', issues: error.issues } }
}

/** The parts of the process the enquiry screen's commands use. */
export type EnquiryDeskServices = { config: Config; database: Database; content: Pick<SiteContentStore, 'getSiteContent'> }

export async function runEnquiryCommand(
  services: EnquiryDeskServices,
  staff: StaffMember,
  enquiryId: number,
  form: Form,
  audit: InboxAudit,
): Promise<{ status: number; body: ActionResult }> {
  const intent = text(form, 'intent') ?? 'unknown'
  const expectedVersion = Number(text(form, 'expectedVersion'))
  const actor = { email: staff.email }
  const forbidden = { status: 403, body: { ok: false, intent, kind: 'forbidden' } as ActionResult }
  const site = async () => {
    const { settings } = (await services.content.getSiteContent()).content
    return { brand: settings.brand, email: settings.email, publicUrl: services.config.publicUrl }
  }
  const header = async () => {
    const [row] = await services.database.db.select({ lang: enquiries.lang, reference: enquiries.reference }).from(enquiries).where(eq(enquiries.id, enquiryId))
    return row ?? { lang: 'en' as const, reference: '' }
  }
  switch (intent) {
    case 'status': {
      const wording = text(form, 'visitorWording')?.trim() ?? ''
      const to = text(form, 'to')
      const internalReason = text(form, 'internalReason')
      if (text(form, 'sendWording') && wording !== '') {
        if (!can(staff.role, 'mail.send')) return forbidden
        const { lang, reference } = await header()
        const result = await sendReply(
          services.database,
          actor,
          // An unknown status is refused by the schema like any other invalid field.
          { enquiryId, expectedVersion, lang, subject: statusMailSubject(lang, reference), body: wording, then: to as never, internalReason, kind: 'status' },
          await site(),
          audit,
        )
        return result.status === 200 ? { status: 200, body: { ok: true, intent: 'status-mail', version: result.version } } : failure(intent, result)
      }
      const result = await changeStatus(services.database, actor, { enquiryId, expectedVersion, to: to as never, internalReason, visitorWording: wording || undefined }, new Date(), audit)
      return result.status === 200 ? { status: 200, body: { ok: true, intent, version: result.version } } : failure(intent, result)
    }
    case 'note': {
      const result = await addNote(services.database, actor, { enquiryId, expectedVersion, body: text(form, 'body') ?? '' }, new Date(), audit)
      return result.status === 200 ? { status: 200, body: { ok: true, intent, version: result.version } } : failure(intent, result)
    }
    case 'reply': {
      if (!can(staff.role, 'mail.send')) return forbidden
      const result = await sendReply(
        services.database,
        actor,
        { enquiryId, expectedVersion, lang: text(form, 'lang') as never, subject: text(form, 'subject') ?? '', body: text(form, 'body') ?? '', then: text(form, 'then') as never },
        await site(),
        audit,
      )
      return result.status === 200 ? { status: 200, body: { ok: true, intent, version: result.version } } : failure(intent, result)
    }
    default:
      return { status: 400, body: { ok: false, intent, kind: 'invalid', issues: ['intent'] } }
  }
}

