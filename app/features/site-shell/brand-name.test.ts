import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BrandName } from './brand-name'

describe('brand name', () => {
  it('may break at the steps of a compound English name, and nowhere else', () => {
    expect(renderToStaticMarkup(createElement(BrandName, { name: 'WanderWonderWorld Dubai' }))).toBe('Wander<wbr/>Wonder<wbr/>World Dubai')
    expect(renderToStaticMarkup(createElement(BrandName, { name: 'Dubai Tours' }))).toBe('Dubai Tours')
  })

  it('leaves a Chinese name as it is', () => {
    expect(renderToStaticMarkup(createElement(BrandName, { name: '万德假日' }))).toBe('万德假日')
  })
})
