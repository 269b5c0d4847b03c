import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { clockFor, epochMs, offsetClock, systemClock } from './clock'
import { ConfigError, loadConfig } from './config'

const offsetFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'wwd-clock-')), 'offset')

describe('the server clock', () => {
  it('is the system clock unless TEST_CLOCK_FILE is set', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wwd-clock-data-'))
    expect(clockFor(loadConfig({ DATA_DIR: dataDir }))).toBe(systemClock)
    expect(epochMs(systemClock)).toBe(Date.now)
    expect(clockFor(loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', TEST_CLOCK_FILE: offsetFile() }))).not.toBe(systemClock)
  })

  it('runs ahead by the milliseconds in the file, read on every call, and by none without a readable number', () => {
    const file = offsetFile()
    const clock = offsetClock(file)
    const behind = (ms: number) => Math.abs(clock.now().getTime() - (Date.now() + ms)) < 1_000
    expect(behind(0)).toBe(true)
    writeFileSync(file, '600000')
    expect(behind(600_000)).toBe(true)
    expect(epochMs(clock)() - Date.now()).toBeGreaterThan(599_000)
    writeFileSync(file, 'soon')
    expect(behind(0)).toBe(true)
  })

  it('is refused beyond loopback: nobody moves the time of a server others reach', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wwd-clock-data-'))
    expect(() => loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', TEST_CLOCK_FILE: offsetFile() })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', TEST_CLOCK_FILE: offsetFile() })).toThrow(/TEST_CLOCK_FILE.*loopback/)
  })
})
