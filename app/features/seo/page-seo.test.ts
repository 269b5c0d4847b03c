import { describe, expect, it } from 'vitest'
import type { MetaDescriptor } from 'react-router'
import { documentTitle, pageSeo, seoTags, type PageSeoInput } from './page-seo'

const settings = { brand: { en: 'WanderWonderWorld Dubai', zh: '万德假日' }, email: 'info@example.test' }
const publicUrl = 'https://www.example.test'
const faq = [
  { question: 'Q1?', answer: 'A1.' },
  { question: 'Q2?', answer: 'A2.' },
]

function tags(input: Omit<PageSeoInput, 'publicUrl' | 'settings'>) {
  return seoTags(pageSeo({ publicUrl, settings, ...input }))
}
const links = (list: MetaDescriptor[], rel: string) =>
  list
    .filter((tag) => 'tagName' in tag && tag.rel === rel)
    .map((tag) => ({ hrefLang: (tag as { hrefLang?: string }).hrefLang, href: (tag as { href?: string }).href }))
const property = (list: MetaDescriptor[], name: string) =>
  list.filter((tag) => 'property' in tag && tag.property === name).map((tag) => (tag as { content: string }).content)
const named = (list: MetaDescriptor[], name: string) =>
  list.filter((tag) => 'name' in tag && tag.name === name).map((tag) => (tag as { content: string }).content)
const jsonLdTypes = (list: MetaDescriptor[]) =>
  list.filter((tag) => 'script:ld+json' in tag).map((tag) => (tag as { 'script:ld+json': { '@type': string } })['script:ld+json']['@type'])

describe('documentTitle', () => {
  it('adds the brand unless the title names it already', () => {
    expect(documentTitle('Private Desert Safari', 'WanderWonderWorld Dubai', 'en')).toBe('Private Desert Safari | WanderWonderWorld Dubai')
    expect(documentTitle('私享沙漠冲沙', '万德假日', 'zh')).toBe('私享沙漠冲沙｜万德假日')
    expect(documentTitle('WanderWonderWorld Dubai | Tours', 'WanderWonderWorld Dubai', 'en')).toBe('WanderWonderWorld Dubai | Tours')
  })
})

describe('seoTags', () => {
  it('gives an English category page its title, description, canonical, hreflang set, social tags and FAQ', () => {
    const list = tags({ page: { kind: 'category', lang: 'en', path: '/safari' }, title: 'Private Desert Safari', description: 'Dunes.', faq })
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
    expect(jsonLdTypes(list)).toEqual(['FAQPage'])
  })

  it('points a Chinese detail page at its English twin and lists its products', () => {
    const products = [
      { id: 'p', title: '产品', overview: '概述', image: { src: '/art/p.svg' }, pricing: { columns: ['每车'], rows: [{ label: '一日', aed: [489] }] } },
    ]
    const list = tags({ page: { kind: 'detail', lang: 'zh', path: '/city/city121' }, title: '城市游', description: '描述', products })
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
    expect(jsonLdTypes(list)).toEqual(['ItemList'])
  })

  it('pairs /cn/contact with /contact, and gives both the agency', () => {
    const list = tags({ page: { kind: 'contact', lang: 'zh', path: '/cn/contact' }, title: '关于我们与条款细则', description: '条款。' })
    expect(links(list, 'canonical')).toEqual([{ hrefLang: undefined, href: 'https://www.example.test/cn/contact' }])
    expect(links(list, 'alternate')).toEqual([
      { hrefLang: 'en', href: 'https://www.example.test/contact' },
      { hrefLang: 'zh-CN', href: 'https://www.example.test/cn/contact' },
      { hrefLang: 'x-default', href: 'https://www.example.test/contact' },
    ])
    expect(property(list, 'og:locale')).toEqual(['zh_CN'])
    expect(property(list, 'og:locale:alternate')).toEqual(['en_GB'])
    expect(jsonLdTypes(list)).toEqual(['TravelAgency'])
    expect(jsonLdTypes(tags({ page: { kind: 'contact', lang: 'en', path: '/contact' }, title: 'About Us', description: 'Terms.' }))).toEqual(['TravelAgency'])
  })

  it('gives the home pages the agency and the FAQ, and the origin with a slash as the English URL', () => {
    const list = tags({ page: { kind: 'home', lang: 'zh', path: '/cn' }, title: '万德假日｜迪拜', description: '描述', faq })
    expect(list).toContainEqual({ title: '万德假日｜迪拜' })
    expect(links(list, 'alternate').map((link) => link.href)).toEqual(['https://www.example.test/', 'https://www.example.test/cn', 'https://www.example.test/'])
    expect(jsonLdTypes(list)).toEqual(['TravelAgency', 'FAQPage'])
  })
})
