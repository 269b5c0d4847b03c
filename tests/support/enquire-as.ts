/**
 * For integration tests (Vitest) only: it loads the enquiry pipeline, whose dictionaries need
 * Vite's import.meta.env, so the browser tests' shared harness must not import it.
 */
import { eq } from 'drizzle-orm'
import { mailOutbox, type MailOutboxRow } from '../../app/.server/db/schema'
import type { Services } from '../../app/load-context'
import { createEnquiry } from '../../app/features/enquiries/create-enquiry.server'
import { solvedToken, validPayload } from './enquiry-harness'

/**
 * One enquiry with a solved check from `email`, sent from `ip` at `now`, and the mails it queued
 * (none when it was refused).
 */
export async function enquireAs(
  services: Services,
  visitor: { email: string; ip: string; now: Date },
): Promise<{ status: number; id?: number; mails: MailOutboxRow[] }> {
  const { email, ip, now } = visitor
  const result = await createEnquiry(
    {
      body: { payload: validPayload({ contact: { name: '', email, phone: '' } }), token: await solvedToken(services, now.getTime()) },
      lang: 'en',
      ip,
      userAgent: 'test',
      now,
    },
    services,
  )
  if (result.status !== 201) return { status: result.status, mails: [] }
  const mails = await services.database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, result.body.id))
  return { status: result.status, id: result.body.id, mails }
}
