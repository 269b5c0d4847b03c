import { useDeskLang } from '../../features/admin/use-desk-lang'
import { useMatches } from 'react-router'
import { adminRoutes } from '../../features/admin/admin-routes'

/** A desk section that a later release fills: says so plainly. */
export default function NotBuilt() {
  const { copy } = useDeskLang()
  const matches = useMatches()
  const id = matches[matches.length - 1]?.id
  const nav = adminRoutes.find((route) => route.id === id)?.nav
  return (
    <section>
      <h1 className="font-display text-3xl font-semibold text-navy">{nav ? copy.nav[nav] : copy.notBuilt.title}</h1>
      <p className="mt-4 max-w-prose rounded-lg border border-sand bg-white p-4">
        <strong>{copy.notBuilt.title}.</strong> {copy.notBuilt.body}
      </p>
    </section>
  )
}
