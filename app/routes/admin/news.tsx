import { deskActor } from '../../features/desk/context'
import { readDeskInput } from '../../features/desk/desk-command.server'
import { deskResponse } from '../../features/desk/desk-result'
import { readCurrentNews } from '../../features/news/list-news.server'
import { listNewsForDesk } from '../../features/news/news-commands.server'
import { NewsDesk } from '../../features/news/news-desk'
import { runNewsCommand } from '../../features/news/news-desk-commands.server'
import { deskNewsItem } from '../../features/news/news-desk-item'
import { requestScope } from '../../load-context'
import type { Route } from './+types/news'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, clock } = requestScope(context).services
  const { db } = database
  const url = new URL(request.url)
  const page = Number(url.searchParams.get('page') ?? '1') || 1
  const showDeleted = url.searchParams.get('deleted') === '1'
  const now = clock.now()
  const [listing, live] = await Promise.all([listNewsForDesk(db, { page, showDeleted }), readCurrentNews(db, now)])
  return {
    items: listing.items.map((row) => deskNewsItem(row, now)),
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

export async function action({ request, context }: Route.ActionArgs) {
  return deskResponse(await runNewsCommand(deskActor(context), await readDeskInput(request), requestScope(context).services))
}

export default function NewsScreen({ loaderData }: Route.ComponentProps) {
  return <NewsDesk {...loaderData} />
}
