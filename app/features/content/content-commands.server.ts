/**
 * The content editor's commands as the desk posts them (a form with an `intent`): save the draft,
 * publish, discard the draft, restore a revision. Each answers in the shape the editor shows.
 */
import type { ContentAudit, PublishResult, SiteContentStore } from './content-store.server'
import type { ContentActionResult } from './unit-editor'

type Form = Record<string, FormDataEntryValue>

function json(text: FormDataEntryValue | undefined): unknown {
  if (typeof text !== 'string') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

const count = (value: FormDataEntryValue | undefined) => {
  const n = Number(value)
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined
}

function published(intent: 'publish' | 'restore', result: PublishResult): { status: number; body: ContentActionResult } {
  switch (result.status) {
    case 200:
      return { status: 200, body: { ok: true, intent, version: result.version } }
    case 400:
      return { status: 400, body: { ok: false, intent, kind: 'invalid', issues: result.issues } }
    case 404:
      return { status: 404, body: { ok: false, intent, kind: 'notFound' } }
    case 409:
      return { status: 409, body: { ok: false, intent, kind: 'stale', current: result.current } }
  }
}

export async function runContentCommand(store: SiteContentStore, unitId: string, form: Form, by: string, audit: ContentAudit): Promise<{ status: number; body: ContentActionResult }> {
  const intent = typeof form.intent === 'string' ? form.intent : ''
  const invalid = (message: string) => ({ status: 400, body: { ok: false, intent, kind: 'invalid', issues: [{ unitId, path: '', message }] } as ContentActionResult })
  switch (intent) {
    case 'draft': {
      const data = json(form.data)
      const expectedDraftVersion = count(form.expectedDraftVersion)
      if (data === undefined || expectedDraftVersion === undefined) return invalid('not a draft')
      const baseVersion = count(form.baseVersion)
      const result = await store.saveDraft(unitId, { data, expectedDraftVersion, by, ...(baseVersion !== undefined && { baseVersion }) })
      if (result.status === 200) return { status: 200, body: { ok: true, intent, draftVersion: result.draftVersion } }
      if (result.status === 409) return { status: 409, body: { ok: false, intent, kind: 'draftConflict', draft: result.draft } }
      if (result.status === 404) return { status: 404, body: { ok: false, intent, kind: 'notFound' } }
      return { status: 400, body: { ok: false, intent, kind: 'invalid', issues: result.issues.map((message) => ({ unitId, path: '', message })) } }
    }
    case 'publish': {
      const data = json(form.data)
      const expectedVersion = count(form.expectedVersion)
      if (expectedVersion === undefined) return invalid('no version')
      return published('publish', await store.publishUnit(unitId, { expectedVersion, ...(data !== undefined && { data }), by, audit }))
    }
    case 'restore': {
      const version = count(form.revision)
      const expectedVersion = count(form.expectedVersion)
      if (version === undefined || expectedVersion === undefined) return invalid('no version')
      return published('restore', await store.restoreRevision(unitId, { version, expectedVersion, by, audit }))
    }
    case 'discard': {
      const result = await store.discardDraft(unitId, { by, audit })
      return result.status === 200 ? { status: 200, body: { ok: true, intent } } : { status: 404, body: { ok: false, intent, kind: 'notFound' } }
    }
    default:
      return invalid('unknown intent')
  }
}
