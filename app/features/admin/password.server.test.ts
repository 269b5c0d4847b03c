import { describe, expect, it } from 'vitest'
import { hashPassword, passwordProblem, verifyPassword } from './password.server'

describe('staff passwords', () => {
  it('are kept as a salted scrypt hash that only the same password matches', async () => {
    const stored = await hashPassword('dhow cruise at eight')
    expect(stored).toMatch(/^scrypt\$16384\$/)
    expect(stored).not.toContain('dhow')
    expect(await hashPassword('dhow cruise at eight')).not.toBe(stored)
    expect(await verifyPassword(stored, 'dhow cruise at eight')).toBe(true)
    expect(await verifyPassword(stored, 'dhow cruise at nine')).toBe(false)
  })

  it('refuse every attempt when the person has no password', async () => {
    expect(await verifyPassword(undefined, '')).toBe(false)
    expect(await verifyPassword(undefined, 'anything at all here')).toBe(false)
  })

  it('must be at least 12 characters, not a common password and not the e-mail', async () => {
    expect(await passwordProblem('short-one', 'sara@example.com')).toBe('too-short')
    expect(await passwordProblem('迪拜沙漠晚餐', 'sara@example.com')).toBe('too-short')
    expect(await passwordProblem('1q2w3e4r5t6y', 'sara@example.com')).toBe('too-common')
    expect(await passwordProblem('QWERTY123456', 'sara@example.com')).toBe('too-common')
    expect(await passwordProblem('sara@example.com', 'sara@example.com')).toBe('is-email')
    expect(await passwordProblem('x'.repeat(201), 'sara@example.com')).toBe('too-long')
    expect(await passwordProblem('falcon over the creek', 'sara@example.com')).toBeUndefined()
    expect(await passwordProblem('迪拜沙漠晚餐和单桅帆船夜游', 'sara@example.com')).toBeUndefined()
  })
})
