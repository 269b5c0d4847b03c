import { z } from 'zod'
import { deskActor } from '../../features/admin/context'
import { auditContextOf } from '../../features/admin/gate.server'
import { authorize } from '../../features/admin/authorize.server'
import { recordAudit } from '../../features/admin/audit.server'
import { createNews, deleteNews, listNewsForDesk, restoreNews, updateNews, type NewsAudit, type NewsCommandResult } from '../../features/news/news-commands.server'
import { readCurrentNews } from '../../features/news/list-news.server'
import { NewsDesk, type DeskNewsItem, type NewsActionResult } from '../../features/news/news-desk'
import { newsStateAt } from '../../features/news/news-commands.server'
import { newsLanguages } from '../../features/news/news-editor-schema'
import type { NewsRow } from '../../.server/db/schema'
import { requestScope } from '../../load-context'
import type { Route } from './+types/news'

function deskItem(row: NewsRow, now: Date): DeskNewsItem {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    ctaText: row.ctaText ?? { en: '', zh: '' },
    ctaLink: row.ctaLink ?? '',
    pin: row.pin,
    variant: row.variant,
    priority: row.priority,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    extra: row.extra,
    updatedAt: row.updatedAt.toISOString(),
    state: newsStateAt(row, now),
    languages: newsLanguages(row),
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = deskActor(context)
  authorize(actor.staff, 'news.write')
  const { db } = requestScope(context).services.database
  const url = new URL(request.url)
  const page = Number(url.searchParams.get('page') ?? '1') || 1
  const showDeleted = url.searchParams.get('deleted') === '1'
  const now = new Date()
  const [listing, live] = await Promise.all([listNewsForDesk(db, { page, showDeleted }), readCurrentNews(db, now)])
  return {
    items: listing.items.map((row) => deskItem(row, now)),
    total: listing.total,
    page: listing.page,
    pageSize: listing.pageSize,
    showDeleted,
    now: now.getTime(),
    live: live.map((record) => ({
      ...record,
      startAt: record.startAt instanceof Date ? record.startAt.toISOString() : (record.startAt ?? null),
      endAt: record.endAt instanceof Date ? record.endAt.toISOString() : (record.endAt ?? null),
    })),
  }
}

const commandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create'), draft: z.string().max(20_000) }),
  z.object({ intent: z.literal('update'), id: z.string().min(1).max(100), updatedAt: z.string().min(1).max(60), draft: z.string().max(20_000) }),
  z.object({ intent: z.literal('delete'), id: z.string().min(1).max(100) }),
  z.object({ intent: z.literal('restore'), id: z.string().min(1).max(100) }),
])

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function reply(result: NewsCommandResult, intent: string): Response {
  const now = new Date()
  let body: NewsActionResult
  if (result.ok) body = { ok: true, intent, id: result.item.id }
  else if (result.status === 400) body = { ok: false, intent, kind: 'invalid', errors: result.errors }
  else if (result.status === 404) body = { ok: false, intent, kind: 'notFound' }
  else if (result.reason === 'pinCap') body = { ok: false, intent, kind: 'pinCap', cap: result.cap, pinned: result.pinned }
  else body = { ok: false, intent, kind: 'stale', current: deskItem(result.current, now) }
  return Response.json(body, { status: result.ok ? 200 : result.status })
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = deskActor(context)
  authorize(actor.staff, 'news.write')
  const { services } = requestScope(context)
  const database = services.database
  const parsed = commandSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) {
    return Response.json({ ok: false, intent: 'unknown', kind: 'invalid', errors: { form: 'invalid' } } satisfies NewsActionResult, { status: 400 })
  }
  const auditContext = auditContextOf(actor)
  const audit: NewsAudit = (tx, entry) => recordAudit(tx, auditContext, entry)
  const options = { audit, pinCap: services.config.newsPinCap }
  const command = parsed.data
  switch (command.intent) {
    case 'create':
      return reply(await createNews(database, parseJson(command.draft), options), command.intent)
    case 'update':
      return reply(await updateNews(database, command.id, parseJson(command.draft), command.updatedAt, options), command.intent)
    case 'delete':
      return reply(await deleteNews(database, command.id, options), command.intent)
    case 'restore':
      return reply(await restoreNews(database, command.id, options), command.intent)
  }
}

export default function NewsScreen({ loaderData }: Route.ComponentProps) {
  return <NewsDesk {...loaderData} />
}


