import { ContentList } from '../../features/content-editor/content-list'
import { listUnits } from '../../features/content/content-units-query.server'
import { unitTitle } from '../../features/content/unit-titles'
import { requestScope } from '../../load-context'
import type { Route } from './+types/content'

export async function loader({ context }: Route.LoaderArgs) {
  const units = await listUnits(requestScope(context).services.database.db)
  return {
    units: units.map((unit) => {
      const data = unit.title ? { title: unit.title } : undefined
      return { ...unit, title: { en: unitTitle(unit.id, data, 'en'), zh: unitTitle(unit.id, data, 'zh') } }
    }),
  }
}

export default function ContentScreen({ loaderData }: Route.ComponentProps) {
  return <ContentList units={loaderData.units} />
}
