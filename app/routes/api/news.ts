import type { Route } from './+types/news'
import { newsApiResponse } from '../../features/news/news-api.server'
import { requestScope } from '../../load-context'

/** GET /api/news?lang=en|zh: the items on the board now, in board order, with Cache-Control and ETag (304 on match). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { database, logger, clock } = requestScope(context).services
  return newsApiResponse(request, { db: database.db, log: logger, now: clock.now() })
}
