import { describe, expect, it } from 'vitest'
import type { MetaDescriptor } from 'react-router'
import { documentTitle, pageSeo, seoTags, type PageSeoInput } from './page-seo'

const settings = { brand: { en: 'WanderWonderWorld Dubai', zh: '万德假日' }, email: 'info@example.test' }
const publicUrl = 'https://www.example.test'

function tags(input: Omit<PageSeoInput, 'publicUrl' | 'settings'>) {
  return seoTags(pageSeo({ publicUrl, settings, ...input }))
}
const links = (list: MetaDescriptor[], rel: string) =>
  list.filter((tag) => 'tagName' in tag && tag.rel === rel).map((tag) => ({ hrefLang: (tag as { hrefLang?: string }).hrefLang, href: (tag as { href?: string }).href }))
const property = (list: MetaDescriptor[], name: string) =>
  list.filter((tag) => 'property' in tag && tag.property === name).map((tag) => (tag as { content: string }).content)
const named = (list: MetaDescriptor[], name: string) =>
  list.filter((tag) => 'name' in tag && tag.name === name).map((tag) => (tag as { content: string }).content)

describe('documentTitle', () => {
  it('adds the brand unless the title names it already', () => {
    expect(documentTitle('Private Desert Safari', 'WanderWonderWorld Dubai', 'en')).toBe('Private Desert Safari | WanderWonderWorld Dubai')
    expect(documentTitle('私享沙漠冲沙', '万德假日', 'zh')).toBe('私享沙漠冲沙｜万德假日')
    expect(documentTitle('WanderWonderWorld Dubai | Tours', 'WanderWonderWorld Dubai', 'en')).toBe('WanderWonderWorld Dubai | Tours')
  })
})

describe('seoTags', () => {
  it('gives an English category page its title, description, canonical, hreflang set and social tags', () => {
    const list = tags({ page: { kind: 'category', lang: 'en', path: '/safari' }, title: 'Private Desert Safari', description: 'Dunes.' })
    expect(list).toContainEqual({ title: 'Private Desert Safari | WanderWonderWorld Dubai' })
    expect(named(list, 'description')).toEqual(['Dunes.'])
    expect(links(list, 'canonical')).toEqual([{ hrefLang: undefined, href: 'https://www.example.test/safari' }])
    expect(links(list, 'alternate')).toEqual([
      { hrefLang: 'en', href: 'https://www.example.test/safari' },
      { hrefLang: 'zh-CN', href: 'https://www.example.test/cn/safari' },
      { hrefLang: 'x-default', href: 'https://www.example.test/safari' },
    ])
    expect(property(list, 'og:type')).toEqual(['website'])
    expect(property(list, 'og:site_name')).toEqual(['WanderWonderWorld Dubai'])
    expect(property(list, 'og:title')).toEqual(['Private Desert Safari'])
    expect(property(list, 'og:description')).toEqual(['Dunes.'])
    expect(property(list, 'og:url')).toEqual(['https://www.example.test/safari'])
    expect(property(list, 'og:image')).toEqual(['https://www.example.test/art/og-image.jpg'])
    expect(property(list, 'og:locale')).toEqual(['en_GB'])
    expect(property(list, 'og:locale:alternate')).toEqual(['zh_CN'])
    expect(named(list, 'twitter:card')).toEqual(['summary_large_image'])
    expect(named(list, 'twitter:title')).toEqual(['Private Desert Safari'])
    expect(named(list, 'twitter:description')).toEqual(['Dunes.'])
    expect(named(list, 'twitter:image')).toEqual(['https://www.example.test/art/og-image.jpg'])
  })

  it('points a Chinese detail page at its English twin', () => {
    const list = tags({ page: { kind: 'detail', lang: 'zh', path: '/city/city121' }, title: '城市游', description: '描述' })
    expect(list).toContainEqual({ title: '城市游｜万德假日' })
    expect(links(list, 'canonical')).toEqual([{ hrefLang: undefined, href: 'https://www.example.test/city/city121' }])
    expect(links(list, 'alternate')).toEqual([
      { hrefLang: 'en', href: 'https://www.example.test/city/city12' },
      { hrefLang: 'zh-CN', href: 'https://www.example.test/city/city121' },
      { hrefLang: 'x-default', href: 'https://www.example.test/city/city12' },
    ])
    expect(property(list, 'og:locale')).toEqual(['zh_CN'])
    expect(property(list, 'og:locale:alternate')).toEqual(['en_GB'])
    expect(property(list, 'og:site_name')).toEqual(['万德假日'])
  })

  it('gives /contact, which has no Chinese twin, only itself as en and x-default', () => {
    const list = tags({ page: { kind: 'contact', lang: 'en', path: '/contact' }, title: 'About Us', description: 'Terms.' })
    expect(links(list, 'alternate')).toEqual([
      { hrefLang: 'en', href: 'https://www.example.test/contact' },
      { hrefLang: 'x-default', href: 'https://www.example.test/contact' },
    ])
    expect(property(list, 'og:locale:alternate')).toEqual([])
  })

  it('gives the home pages the origin with a slash as the English URL', () => {
    const list = tags({ page: { kind: 'home', lang: 'zh', path: '/cn' }, title: '万德假日｜迪拜', description: '描述' })
    expect(list).toContainEqual({ title: '万德假日｜迪拜' })
    expect(links(list, 'alternate').map((link) => link.href)).toEqual([
      'https://www.example.test/',
      'https://www.example.test/cn',
      'https://www.example.test/',
    ])
  })
})
