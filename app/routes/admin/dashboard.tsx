import { and, count, eq, gt, lte } from 'drizzle-orm'
import { Link } from 'react-router'
import { enquiries, mailOutbox, news } from '../../.server/db/schema'
import { deskActor } from '../../features/desk/context'
import { can } from '../../features/desk/permissions'
import { listUnits } from '../../features/content/content-units-query.server'
import { useDeskLang } from '../../features/desk/use-desk-lang'
import { clockCounts, countFlaggedEnquiries } from '../../features/inbox/inbox-query.server'
import { countFailedOperatorMail } from '../../features/outbox/outbox-desk.server'
import { snapshotFailureNotice } from '../../features/backups/backups.server'
import { countLeftToReconfirm } from '../../features/trips/reconfirm-query.server'
import { dubaiDateTime } from '../../lib/dubai-time'
import { requestScope } from '../../load-context'
import type { Route } from './+types/dashboard'
import { deskPageTitle } from '../../features/desk/copy'
import { DashboardCharts } from '../../features/insights/dashboard-charts'
import { dashboardFigures } from '../../features/insights/dashboard-figures.server'

/** What needs attention, as far as the person's role lets them act on it. */
export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = deskActor(context)
  const { services } = requestScope(context)
  const { db } = services.database
  const now = services.clock.now()
  const weekAhead = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000)
  const seesEnquiries = can(staff.role, 'enquiries.read')
  const [inbox, failedMail, failedOperator, content, board, snapshotFailure, figures] = await Promise.all([
    seesEnquiries
      ? Promise.all([
          db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, 'new')),
          clockCounts(db, now),
          countFlaggedEnquiries(db),
          countLeftToReconfirm(db, now),
        ]).then(([[fresh], clock, flagged, leftToReconfirm]) => ({ newEnquiries: fresh?.n ?? 0, flagged, leftToReconfirm, ...clock }))
      : null,
    db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'ERROR'))
      .then(([row]) => row?.n ?? 0),
    countFailedOperatorMail(db),
    // What an editor has waiting: drafts not yet live, pages whose Chinese needs a look.
    can(staff.role, 'content.write')
      ? listUnits(db).then((units) => ({
          drafts: units.filter((unit) => unit.draft !== null).length,
          chinese: units.filter((unit) => unit.chinese.missing + unit.chinese.stale > 0).length,
        }))
      : null,
    // The board: offers waiting for their start, and live ones ending within a week.
    can(staff.role, 'news.write')
      ? Promise.all([
          db
            .select({ n: count() })
            .from(news)
            .where(and(eq(news.deleted, false), gt(news.startAt, now))),
          db
            .select({ n: count() })
            .from(news)
            .where(and(eq(news.deleted, false), gt(news.endAt, now), lte(news.endAt, weekAhead))),
        ]).then(([[scheduled], [ending]]) => ({ scheduled: scheduled?.n ?? 0, endingSoon: ending?.n ?? 0 }))
      : null,
    // Owners: the last snapshot of the database, when it failed (any instance).
    can(staff.role, 'backups.manage') ? snapshotFailureNotice(services.database) : null,
    // Owners and agents: the charts of how the business is doing (features/insights).
    seesEnquiries ? dashboardFigures(db, now) : null,
  ])
  return { inbox, failedMail, failedOperator, content, board, snapshotFailure, figures }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { copy, lang } = useDeskLang()
  const t = copy.dashboard
  const { inbox } = loaderData
  const cards = [
    ...(inbox
      ? [
          { label: t.newEnquiries, value: inbox.newEnquiries, to: '/admin/enquiries?status=new', alert: false },
          { label: t.dueToday, value: inbox.dueToday, to: '/admin/enquiries?dueToday=1&sort=due&dir=asc', alert: inbox.dueToday > 0 },
          { label: t.overdueReplies, value: inbox.overdue, to: '/admin/enquiries?overdue=1&sort=due&dir=asc', alert: inbox.overdue > 0 },
          { label: t.flaggedEnquiries, value: inbox.flagged, to: '/admin/enquiries?flagged=1', alert: false },
          { label: t.leftToReconfirm, value: inbox.leftToReconfirm, to: '/admin/reconfirm', alert: false },
        ]
      : []),
    ...(loaderData.content
      ? [
          { label: t.drafts, value: loaderData.content.drafts, to: '/admin/content', alert: false },
          { label: t.chineseToCheck, value: loaderData.content.chinese, to: '/admin/content?chinese=1', alert: false },
        ]
      : []),
    ...(loaderData.board
      ? [
          { label: t.scheduledNews, value: loaderData.board.scheduled, to: '/admin/news', alert: false },
          { label: t.newsEndingSoon, value: loaderData.board.endingSoon, to: '/admin/news', alert: false },
        ]
      : []),
    { label: t.failedOperator, value: loaderData.failedOperator, to: '/admin/mail?failedOperator=1', alert: loaderData.failedOperator > 0 },
    { label: t.failedMail, value: loaderData.failedMail, to: '/admin/mail?status=ERROR', alert: false },
  ]
  return (
    <section>
      <title>{deskPageTitle(t.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{t.title}</h1>
      {loaderData.failedOperator > 0 ? (
        <p role="alert" className="mt-4 max-w-3xl rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {t.failedOperatorWarning}
        </p>
      ) : null}
      {loaderData.snapshotFailure ? (
        <p role="alert" className="mt-4 max-w-3xl rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {t.backupFailed(dubaiDateTime(loaderData.snapshotFailure.at), loaderData.snapshotFailure.error)}{' '}
          <Link to="/admin/backups" className="font-semibold underline underline-offset-4">
            {t.openBackups}
          </Link>
        </p>
      ) : null}
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <div key={card.label} className={`rounded-xl border bg-white p-4 ${card.alert ? 'border-red-700' : 'border-sand'}`}>
            <dt className="text-sm text-muted">{card.label}</dt>
            <dd className="mt-2 font-display text-2xl font-semibold text-navy">
              <Link to={card.to} className="underline-offset-4 hover:underline">
                {String(card.value)}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      {loaderData.figures ? <DashboardCharts figures={loaderData.figures} /> : null}
    </section>
  )
}
