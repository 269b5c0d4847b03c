import { useState } from 'react'
import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { deskActor } from '../../features/desk/context'
import { readDeskInput } from '../../features/desk/desk-command.server'
import { deskResponse } from '../../features/desk/desk-result'
import { useDeskLang } from '../../features/desk/use-desk-lang'
import { runContentCommand } from '../../features/content/content-commands.server'
import { listRevisions, priceHistory } from '../../features/content/content-history.server'
import { readUnit } from '../../features/content/content-units-query.server'
import { markPresent } from '../../features/content/editor-presence.server'
import { keyOf } from '../../features/content/content-units'
import { previewPages } from '../../features/content/preview-paths'
import { UnitEditor } from '../../features/content-editor/unit-editor'
import { unitTitle } from '../../features/content/unit-titles'
import { MediaPicker, type PickedImage } from '../../features/media/media-picker'
import { CardPreview } from '../../features/content-editor/card-preview'
import { requestScope } from '../../load-context'
import type { Route } from './+types/content-unit'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { content: store, config, database, clock } = requestScope(context).services
  const { staff } = deskActor(context)
  const unit = await readUnit(database.db, params.unit)
  if (!unit) throw new Response('Not found', { status: 404 })
  const [{ content }, preview, revisions, prices, present] = await Promise.all([
    store.getSiteContent(),
    store.getPreviewContent(),
    listRevisions(database.db, unit.id),
    unit.kind === 'product' ? priceHistory(database.db, keyOf(unit.id)) : Promise.resolve(null),
    markPresent(database.db, { unitId: unit.id, person: staff, now: clock.now() }),
  ])
  return {
    unit,
    products: content.products.map((product) => ({ id: product.id, title: product.title })),
    choiceNames: Object.fromEntries(content.details.map((page) => [page.id, page.title])),
    rates: { gbp: content.settings.rates.gbp ?? config.rates.gbp, eur: content.settings.rates.eur ?? config.rates.eur },
    preview: previewPages(unit.id, content),
    skipped: preview.skipped,
    revisions,
    priceHistory: prices,
    titles: { en: unitTitle(unit.id, unit.data, 'en'), zh: unitTitle(unit.id, unit.data, 'zh') },
    me: staff.email,
    present,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const result = await runContentCommand(deskActor(context), params.unit, await readDeskInput(request), requestScope(context).services)
  // Published or restored: the screen reloads with the new live version and says so.
  if (result.ok && (result.intent === 'publish' || result.intent === 'restore')) {
    return redirect(`/admin/content/${encodeURIComponent(params.unit)}?published=${String(result.version)}`)
  }
  return deskResponse(result)
}

/** A draft save changes nothing the screen shows: no reload (the form keeps what is being typed). */
export function shouldRevalidate({ json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = typeof json === 'object' && json !== null && 'intent' in json ? json.intent : undefined
  return intent === 'draft' ? false : defaultShouldRevalidate
}

export default function ContentUnitScreen({ loaderData }: Route.ComponentProps) {
  const { lang } = useDeskLang()
  const { unit } = loaderData
  // The media library, for the editor's image fields: whoever asked gets the chosen image.
  const [picking, setPicking] = useState<{ onPick: (image: PickedImage) => void } | undefined>()
  return (
    <>
      <UnitEditor
        key={`${unit.id}:${String(unit.version)}:${String(unit.draft?.version ?? 0)}`}
        {...loaderData}
        title={loaderData.titles[lang]}
        productCard={(typed, copy) => <CardPreview data={typed} rates={loaderData.rates} copy={copy} deskLang={lang} />}
        pickImage={(onPick) => {
          setPicking({ onPick })
        }}
      />
      <MediaPicker
        open={picking !== undefined}
        onClose={() => {
          setPicking(undefined)
        }}
        onPick={(image) => {
          picking?.onPick(image)
          setPicking(undefined)
        }}
      />
    </>
  )
}
