import { describe, expect, it } from 'vitest'
import { idFromName, isInCart, normalizeCartItem } from './cart-items'
import { cartItemSchema, findBadText } from '../enquiries/enquiry-schema'

describe('cart item normalisation', () => {
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

describe('ids cut by characters, not UTF-16 units', () => {
  const emojiName = `${'a'.repeat(54)}🐪🐪🐪 desert`
  it('never splits an emoji at the 60-character cut', () => {
    const id = idFromName(emojiName)
    expect(Array.from(id)).toHaveLength(60)
    expect(findBadText(id)).toBe(false)
    expect(id.endsWith('🐪')).toBe(true)
  })
  it('gives an id the server accepts, however many emoji the name holds', () => {
    const id = idFromName('🐪'.repeat(80))
    expect(cartItemSchema.safeParse({ id, title: '🐪'.repeat(80) }).success).toBe(true)
  })
})

describe('carts saved before ids were cut by characters are repaired on load', () => {
  const name = `${'a'.repeat(54)}🐪🐪🐪 desert`
  /** What the old rule stored: the derived id cut after 60 UTF-16 units, halfway through a camel. */
  const brokenId = `name:${name.toLowerCase().replace(/\s+/g, '-')}`.slice(0, 60)

  it('re-derives a name id split halfway through a character', () => {
    expect(findBadText(brokenId)).toBe(true)
    const item = normalizeCartItem({ id: brokenId, name })
    expect(item).toEqual({ id: idFromName(name), name })
    expect(cartItemSchema.safeParse({ id: item?.id, title: item?.name }).success).toBe(true)
  })
  it('re-derives a name id longer than 60 characters', () => {
    const long = `name:${'b'.repeat(70)}`
    expect(normalizeCartItem({ id: long, name: 'Big Bus Tour' })).toEqual({ id: 'name:big-bus-tour', name: 'Big Bus Tour' })
  })
  it('cuts a product id to 60 whole characters and drops half characters', () => {
    expect(normalizeCartItem({ id: `tour-${'x'.repeat(56)}🐪🐪`, name: 'Tour' })).toEqual({ id: `tour-${'x'.repeat(55)}`, name: 'Tour' })
    expect(normalizeCartItem({ id: `tour-${'y'.repeat(53)}🐪🐪`, name: 'Tour' })).toEqual({ id: `tour-${'y'.repeat(53)}🐪🐪`, name: 'Tour' })
    expect(normalizeCartItem({ id: 'tour-\uD83Dcamel', name: 'Tour' })).toEqual({ id: 'tour-camel', name: 'Tour' })
  })
  it('derives the id from the name when nothing of a product id is left', () => {
    expect(normalizeCartItem({ id: '\uDC2B', name: 'Camel Ride' })).toEqual({ id: 'name:camel-ride', name: 'Camel Ride' })
  })
  it('keeps ids that were fine as they are', () => {
    expect(normalizeCartItem({ id: idFromName(name), name })).toEqual({ id: idFromName(name), name })
    expect(normalizeCartItem({ id: 'safari-sunset', name: 'Sunset Safari' })).toEqual({ id: 'safari-sunset', name: 'Sunset Safari' })
  })
})

describe('half characters in a saved item', () => {
  it('drops an item with nothing whole left', () => {
    expect(normalizeCartItem({ id: '\uD83D', name: '\uDC2B' })).toBeUndefined()
  })
  it('drops half characters from a saved name', () => {
    expect(normalizeCartItem({ id: 'tour-1', name: 'Camel \uD83D' })).toEqual({ id: 'tour-1', name: 'Camel' })
  })
})
