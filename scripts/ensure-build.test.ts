import { describe, expect, it } from 'vitest'
import { buildCommand } from './ensure-build'

describe('the build the tests start', () => {
  it('is a production build even when the test runner set NODE_ENV (Vitest sets "test")', () => {
    expect(process.env.NODE_ENV).toBe('test')
    expect(buildCommand().env.NODE_ENV).toBe('production')
  })
})
