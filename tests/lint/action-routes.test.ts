/**
 * React Router's own Origin check is turned off (react-router.config.ts): the desk's gate decides
 * whether a state change comes from our own pages, and answers 403 with `no-store`. That holds only
 * while every page route with an action sits under the gated admin layout; resource routes (no
 * page) were never covered by React Router's check and each guard themselves (the enquiry API, or
 * the gate for those under the layout). This test keeps it so.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import routes from '../../app/routes'

type RouteEntry = { id?: string; file: string; children?: RouteEntry[] }

const appDir = path.resolve(import.meta.dirname, '../../app')

function flatten(entries: RouteEntry[], parents: RouteEntry[] = []): { entry: RouteEntry; parents: RouteEntry[] }[] {
  return entries.flatMap((entry) => [{ entry, parents }, ...flatten(entry.children ?? [], [...parents, entry])])
}

const exportsOf = (file: string) => {
  const source = readFileSync(path.join(appDir, file), 'utf8')
  return {
    action: /^export\s+(?:async\s+)?(?:function\s+action\b|const\s+action\b)/m.test(source),
    page: /^export\s+default\b/m.test(source),
  }
}

describe('routes with actions', () => {
  it('every page route with an action sits under the gated admin layout', () => {
    const all = flatten(routes)
    const withActions = all.filter(({ entry }) => exportsOf(entry.file).action)
    expect(withActions.length).toBeGreaterThan(0)
    const ungatedPages = withActions.filter(({ entry, parents }) => exportsOf(entry.file).page && !parents.some((p) => p.id === 'AdminLayout'))
    expect(ungatedPages.map(({ entry }) => entry.id)).toEqual([])
  })

  it('finds the actions it is looking for (the desk’s staff page is a page route with an action)', () => {
    expect(exportsOf('routes/admin/staff.tsx')).toEqual({ action: true, page: true })
    expect(exportsOf('routes/api/enquiries.ts')).toEqual({ action: true, page: false })
  })
})
