/** What a command of the content editor carries when it was refused as stale. */
import type { ContentDeskResult } from '../content/content-commands.server'
import type { PublishedUnit } from '../content/publish-unit.server'
import type { TeamDraft } from '../content/save-draft.server'

/** The unit as published now, when a publish or restore was refused as stale. */
export function publishedNow(result: ContentDeskResult | undefined): PublishedUnit | undefined {
  return result && !result.ok && result.kind === 'stale' && result.current && 'updatedAt' in result.current ? result.current : undefined
}

/** The draft someone else saved, when a draft save was refused as stale. */
export function theirDraft(result: ContentDeskResult | undefined): TeamDraft | undefined {
  return result && !result.ok && result.kind === 'stale' && result.current && 'by' in result.current ? result.current : undefined
}
