/**
 * Every notification channel the instances talk on (NOTIFY on PostgreSQL, in process on PGlite),
 * in one place, so no two features pick the same name and a reader sees who listens to what.
 */
export const channels = {
  /** The site content changed: every instance drops its cached content and pages. */
  content: 'site_content',
  /** A news item was created, edited, deleted or restored (the home pages' board). */
  news: 'wwd_news_changed',
  /** A mail was queued: the outbox workers wake up. */
  outbox: 'mail_outbox',
  /** Inbox events for the live desks (created, changed, viewing, mail delivered). */
  inbox: 'inbox_events',
  /** The media library changed: every instance drops its cached media. */
  media: 'wwd_media_changed',
  /** Sessions were ended (sign-out everywhere, a person removed): open streams re-check. */
  sessionsEnded: 'wwd_sessions_ended',
} as const
