import { describe, expect, it } from 'vitest'
import { sitePages } from '../i18n/site-routes'
import { robotsTxt, sitemapXml } from './sitemap'

const publicUrl = 'https://www.example.test'

describe('sitemap.xml', () => {
  const xml = sitemapXml(publicUrl, sitePages)
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '')
  const alternates = (entry: string) =>
    [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1] ?? ''} ${m[2] ?? ''}`)

  it('is a sitemaps.org urlset with the xhtml namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  it('lists all 42 public pages once, with absolute URLs', () => {
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1])
    expect(locs).toHaveLength(42)
    expect(new Set(locs)).toEqual(new Set(sitePages.map((page) => `${publicUrl}${page.path}`)))
    expect(locs).toContain('https://www.example.test/')
  })

  it('gives each pair both language versions and the English x-default', () => {
    const entry = entries.find((e) => e.includes('<loc>https://www.example.test/package/56nights1</loc>')) ?? ''
    expect(alternates(entry)).toEqual([
      'en https://www.example.test/package/56nights',
      'zh-CN https://www.example.test/package/56nights1',
      'x-default https://www.example.test/package/56nights',
    ])
    const home = entries.find((e) => e.includes('<loc>https://www.example.test/</loc>')) ?? ''
    expect(alternates(home)).toEqual(['en https://www.example.test/', 'zh-CN https://www.example.test/cn', 'x-default https://www.example.test/'])
    for (const e of entries) expect(alternates(e)).toHaveLength(3)
  })

  it('pairs /contact with its Chinese version, /cn/contact', () => {
    const pair = ['en https://www.example.test/contact', 'zh-CN https://www.example.test/cn/contact', 'x-default https://www.example.test/contact']
    for (const loc of ['contact', 'cn/contact']) {
      const entry = entries.find((e) => e.includes(`<loc>https://www.example.test/${loc}</loc>`)) ?? ''
      expect(alternates(entry), loc).toEqual(pair)
    }
  })

  it('escapes URLs for XML', () => {
    expect(sitemapXml('https://example.test/a&b', [{ path: '/contact' }])).toContain('<loc>https://example.test/a&amp;b/contact</loc>')
  })
})

describe('robots.txt', () => {
  it('keeps /admin and /api out and points to the sitemap', () => {
    expect(robotsTxt(publicUrl)).toBe('User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: https://www.example.test/sitemap.xml\n')
  })
})
