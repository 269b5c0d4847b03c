/**
 * Backups (owners): when snapshots are taken and how long they are kept, a snapshot on demand, and
 * the snapshots on this server with their size and age, each to download.
 */
import { useFetcher } from 'react-router'
import { deskPageTitle } from '../desk/copy'
import { DeskCell, DeskRow, DeskTable } from '../desk/ui/desk-table'
import { useDeskLang } from '../desk/use-desk-lang'
import { dubaiDateTime } from '../../lib/dubai-time'
import type { BackupCommandResult } from './backup-desk-commands.server'
import { formatAge, formatBytes } from './backup-format'
import type { BackupsScreen } from './backups.server'

export function BackupsDesk({ snapshots, dailyAt, directory, now, unreadable, signingKey }: BackupsScreen) {
  const { copy, lang } = useDeskLang()
  const t = copy.backups
  const fetcher = useFetcher<BackupCommandResult>()
  const isTaking = fetcher.state !== 'idle'
  const result = isTaking ? undefined : fetcher.data
  let message: { ok: boolean; text: string } | undefined
  if (result?.ok) message = 'snapshot' in result ? { ok: true, text: t.taken(result.snapshot.name) } : { ok: false, text: t.failed(result.failure) }
  return (
    <section>
      <title>{deskPageTitle(t.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{t.title}</h1>
      <div className="mt-2 max-w-3xl space-y-1 text-sm text-muted">
        <p>{t.intro}</p>
        <p>{dailyAt ? t.daily(dailyAt) : t.dailyOff}</p>
        <p>{t.retention}</p>
        <p>{t.stored(directory)}</p>
        <p>{signingKey ? t.signed(signingKey.id, signingKey.where) : t.keyLater}</p>
        <p>{t.sensitive}</p>
      </div>
      <fetcher.Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="snapshot" />
        <button type="submit" disabled={isTaking} className="rounded-full bg-navy px-5 py-2 font-semibold text-cream disabled:opacity-50">
          {isTaking ? t.taking : t.takeNow}
        </button>
      </fetcher.Form>
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`mt-3 max-w-3xl rounded p-2 text-sm ${message.ok ? 'bg-emerald-50 text-emerald-950' : 'bg-red-50 text-red-900'}`}
        >
          {message.text}
        </p>
      ) : null}
      <h2 className="mt-8 font-display text-xl font-semibold text-navy">{t.list}</h2>
      {unreadable ? (
        <p role="alert" className="mt-3 max-w-3xl rounded bg-red-50 p-2 text-sm text-red-900">
          {t.unreadable(unreadable)}
        </p>
      ) : snapshots.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t.empty}</p>
      ) : (
        <div className="mt-3">
          <DeskTable columns={[t.colTaken, t.colKind, t.colSize, t.colFile, t.colActions]}>
            {snapshots.map((snapshot) => (
              <DeskRow key={snapshot.name}>
                <DeskCell label={t.colTaken}>
                  <time dateTime={snapshot.takenAt}>{formatAge(snapshot.takenAt, now, lang)}</time>
                  <span className="block text-xs text-muted">{dubaiDateTime(snapshot.takenAt)}</span>
                </DeskCell>
                <DeskCell label={t.colKind} inline>
                  {t.kinds[snapshot.kind]}
                </DeskCell>
                <DeskCell label={t.colSize} inline>
                  {formatBytes(snapshot.bytes, lang)}
                </DeskCell>
                <DeskCell label={t.colFile} className="break-all font-mono text-xs">
                  {snapshot.name}
                </DeskCell>
                <DeskCell>
                  <a
                    href={`/admin/backups/${encodeURIComponent(snapshot.name)}`}
                    download={snapshot.name}
                    aria-label={t.downloadLabel(snapshot.name)}
                    className="font-semibold text-navy underline underline-offset-4"
                  >
                    {t.download}
                  </a>
                </DeskCell>
              </DeskRow>
            ))}
          </DeskTable>
        </div>
      )}
    </section>
  )
}
