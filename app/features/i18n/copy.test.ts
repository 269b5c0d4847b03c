import { describe, expect, it } from 'vitest'
import { en } from './en'
import { zh } from './zh'

function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key))
  }
  return [[path, value]]
}

describe('interface copy', () => {
  it('has no empty string in either language', () => {
    for (const [path, value] of [...leaves(en), ...leaves(zh)]) {
      if (typeof value === 'string') expect(value.trim(), path).not.toBe('')
    }
  })

  it('has the same keys in both languages', () => {
    expect(leaves(zh).map(([path]) => path)).toEqual(leaves(en).map(([path]) => path))
  })

  it('writes the Chinese copy in Chinese', () => {
    for (const [path, value] of leaves(zh)) {
      if (typeof value === 'string') expect(value, path).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('formats counts and the copyright line', () => {
    expect(en.nav.cartWithCount(1)).toBe('WonderCart, 1 item')
    expect(en.nav.cartWithCount(3)).toBe('WonderCart, 3 items')
    expect(zh.nav.cartWithCount(3)).toBe('万德购物车，共3项')
    expect(en.footer.rights(2026, 'WanderWonderWorld Dubai')).toBe('© 2026 WanderWonderWorld Dubai™. All rights reserved.')
  })
})
