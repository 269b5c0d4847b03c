import { describe, expect, it } from 'vitest'
import { idFromName, isInCart, normalizeCartItem } from './cart-items'

describe('cart item normalisation (spec §3)', () => {
  it('keeps objects with an id and a name', () => {
    expect(normalizeCartItem({ id: 'safari-sunset', name: 'Sunset Safari' })).toEqual({ id: 'safari-sunset', name: 'Sunset Safari' })
  })
  it('accepts JSON strings', () => {
    expect(normalizeCartItem('{"id":"cruise-creek","name":"Creek Dinner Cruise"}')).toEqual({ id: 'cruise-creek', name: 'Creek Dinner Cruise' })
  })
  it('derives the id from a plain name', () => {
    expect(normalizeCartItem('  Hatta   Mountain Escape ')).toEqual({ id: 'name:hatta-mountain-escape', name: 'Hatta   Mountain Escape' })
  })
  it('cuts derived ids to 60 characters', () => {
    const id = idFromName('A very long tour name that goes on and on beyond any sensible length for an id')
    expect(id).toHaveLength(60)
    expect(id.startsWith('name:a-very-long-tour-name')).toBe(true)
  })
  it('treats a broken JSON string as a name', () => {
    expect(normalizeCartItem('{broken')).toEqual({ id: 'name:{broken', name: '{broken' })
  })
  it.each([null, undefined, 42, '', '   ', [], {}, { price: 5 }])('drops %j', (input) => {
    expect(normalizeCartItem(input)).toBeUndefined()
  })
  it('finds duplicates by id or by name regardless of case', () => {
    const items = [{ id: 'city-hatta', name: 'Hatta Mountain Escape' }]
    expect(isInCart(items, { id: 'city-hatta', name: 'Other' })).toBe(true)
    expect(isInCart(items, { id: 'name:x', name: 'HATTA mountain escape' })).toBe(true)
    expect(isInCart(items, { id: 'city-rak', name: 'Ras Al Khaimah' })).toBe(false)
  })
})
