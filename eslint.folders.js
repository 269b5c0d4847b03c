/**
 * The folder rules as lint zones (docs/architecture.md draws them). Imports flow one way:
 *
 *   server/ ──► app/load-context.ts, app/.server/, a feature's index.server.ts
 *   app/root.tsx, app/routes.ts, app/routes/ ──► app/features/ ──► app/components/ ──► app/lib/
 *                                                        └──────► app/.server/ ──────► app/lib/
 *
 * Features are stacked: each may import the ones listed before it, never one after it. A new
 * feature takes its place in this list; moving one up or down is a decision worth a line in the
 * commit message.
 */
export const featureLayers = [
  'i18n', //         languages, dictionaries, the public page table, the glossary
  'pricing', //      AED → GBP/EUR, price parsing, <Price>
  'seo', //          meta tags, hreflang, sitemap, structured data
  'home', //         the home page's carousel
  'catalog', //      the site content's schema and seed (products, prices, pages, settings), and how stored content is brought to the current shape
  'outgoing-mail', // every mail the site sends (one file per mail, their layout) and the one way to queue a visitor's mail
  'desk', //         the desk's platform: the route table and roles, the one gate, the shell, its ui kit, command results and copy
  'audit', //        the audit log: one row per write, sign-in and refusal, its screen and CSV
  'staff', //        staff identity: sign-in, sessions, passwords and passkeys, the built-in identity provider (idp/)
  'account', //      My account: a person's own passkeys, password and sessions, and confirming it is them
  'team', //         the Staff screen: who is on the team, invitations, roles and grants, sign-in resets
  'reply-clock', //  "we reply within 3 business days": working week, holidays, due times, and the desk's Working days screen
  'reply-templates', // the reply templates (both languages, placeholders) and the desk's Reply templates screen
  'content', //      the content store (read, cache, drafts, publish) and what the desk calls content's parts
  'blocklist', //    the two-tier word filter (refused / flagged), its corpus, and the desk's Blocked words screen
  'enquiries', //    the enquiry schema, human check, the write path
  'cart', //         the WonderCart and its enquiry form
  'contact', //      e-mail copy, chat link, QR modals
  'site-pages', //   building blocks of the public pages: product cards, price tables, text with prices
  'site-shell', //   the public site's header, footer, shell data and error page
  'media', //        the media library
  'content-editor', // the desk's content editor: the list of units, the editor with its fields, preview and history
  'news', //         the news board and the desk's news manager
  'outbox', //       the desk's Mail screen: every mail queued, its delivery, resend and compose
  'trips', //        the day of travel: trips from confirmed enquiries, reconfirmations, the drivers' day sheet
  'inbox', //        the desk's inbox: enquiries, replies, templates, the working calendar
  'backups', //      the desk's Backups page: snapshots on demand, their list and downloads
  'insights', //     the dashboard's charts: enquiries by week, reply times, pipeline, services, trips ahead
]

const feature = (name) => `app/features/${name}`
const appRoot = ['app/root.tsx', 'app/routes.ts', 'app/load-context.ts', 'app/entry.server.tsx', 'app/entry.client.tsx']

export function folderRules() {
  const zones = featureLayers.slice(0, -1).map((name, index) => ({
    target: feature(name),
    from: featureLayers.slice(index + 1).map(feature),
    message: `features/${name} may import only the features listed before it in eslint.folders.js.`,
  }))
  zones.push(
    {
      target: 'app/features',
      from: ['app/routes', ...appRoot],
      message: 'A feature never imports a route module or the app root; pass what it needs as arguments.',
    },
    {
      target: 'app/components',
      from: ['app/features', 'app/routes', 'app/.server', ...appRoot],
      message: 'Shared components know no feature, route or server module.',
    },
    {
      target: 'app/.server',
      from: ['app/features', 'app/routes', 'app/components', ...appRoot],
      message: 'app/.server is infrastructure: it imports no feature, route or component.',
    },
    {
      target: 'app/lib',
      from: ['app/features', 'app/routes', 'app/components', 'app/.server', ...appRoot],
      message: 'app/lib holds plain helpers that import nothing of the app.',
    },
    {
      target: 'server',
      from: ['app/features/**/*'],
      except: ['**/app/features/*/index.server.ts'],
      message: 'server/ reaches a feature only through its index.server.ts.',
    },
    {
      target: 'server',
      from: ['app/routes', 'app/components', 'app/root.tsx', 'app/routes.ts'],
      message: 'server/ is the process entry: it imports app/.server, app/load-context.ts and features’ index.server.ts.',
    },
  )
  return zones
}
