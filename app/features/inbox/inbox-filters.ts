/**
 * The inbox list's query (paging, sorting, filters, search) as it travels in the URL: shared by the
 * desk's filter form and the server, which parses every request with it.
 */
import { z } from 'zod'
import type { EnquiryStatus } from '../../.server/db/schema'
import { hasUnsafeText } from '../../lib/safe-text'

/** The pipeline's statuses, in order (the same list as the database schema's; checked both ways). */
export const pipelineStatuses = ['new', 'replied', 'awaiting_visitor', 'quoted', 'confirmed', 'closed', 'spam'] as const satisfies readonly EnquiryStatus[]
type MissingStatus = Exclude<EnquiryStatus, (typeof pipelineStatuses)[number]>
/** Fails to compile when the database schema gains a status this list lacks. */
export const everyStatusListed: [MissingStatus] extends [never] ? true : false = true

const dubaiDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const flag = z.union([z.boolean(), z.enum(['1', 'true', 'on']).transform(() => true), z.enum(['0', 'false', '']).transform(() => false)])

export const inboxSorts = ['created', 'due', 'travel'] as const

export const inboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  sort: z.enum(inboxSorts).default('created'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  /** Statuses to show; by default every status but spam (spam is kept, but hidden). */
  status: z.array(z.enum(pipelineStatuses)).max(pipelineStatuses.length).optional(),
  lang: z.enum(['en', 'zh']).optional(),
  /** Received on or after this Dubai date … */
  from: dubaiDate.optional(),
  /** … and on or before this one. */
  to: dubaiDate.optional(),
  /** Only enquiries whose reply clock is past due (unanswered, not paused). */
  overdue: flag.optional(),
  /** Only enquiries whose reply clock is due today (Dubai). */
  dueToday: flag.optional(),
  /** Only enquiries with a mail that failed for good. */
  failedMail: flag.optional(),
  /** Only enquiries whose message held blocklist words of the flag tier (ADR 0036). */
  flagged: flag.optional(),
  /** Substring search over name, e-mail, reference, message and item titles (any script). */
  q: z
    .string()
    .refine((value) => !hasUnsafeText(value), 'invalidCharacters')
    .trim()
    .max(200)
    .optional(),
})
export type InboxQueryInput = z.input<typeof inboxQuerySchema>
export type InboxQuery = z.output<typeof inboxQuerySchema>

/** The query from URL search parameters (`status` may repeat). */
export function inboxQueryFromSearchParams(params: URLSearchParams) {
  const raw: Record<string, unknown> = {}
  for (const [key, value] of params) if (key !== 'status' && value !== '') raw[key] = value
  const statuses = params.getAll('status').filter(Boolean)
  if (statuses.length > 0) raw.status = statuses
  return inboxQuerySchema.safeParse(raw)
}
