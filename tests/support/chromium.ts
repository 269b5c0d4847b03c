/**
 * Finds the Chromium the browser tests drive: CHROME_PATH, then the browser of Debian's chromium
 * package. When neither exists and apt-get can run as root, the Debian package is installed;
 * otherwise the tests stop with a message saying how to install one. They are never skipped silently.
 *
 * The package's browser is started directly, not through its launcher `/usr/bin/chromium`: the
 * launcher adds the flags of a desktop (GPU rasterisation, which without a GPU means a software GL,
 * and the packaged extensions), and a headless test run paid for them in CPU time.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const debianChromium = '/usr/lib/chromium/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export function chromiumPath(): string {
  return process.env.CHROME_PATH || debianChromium
}

export function ensureChromium(): string {
  const wanted = chromiumPath()
  if (existsSync(wanted)) return wanted
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist. Point it at a Chromium or Chrome binary.`)
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    process.stdout.write('Chromium not found: installing Debian package chromium…\n')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { stdio: 'inherit', env })
    if (existsSync(debianChromium)) return debianChromium
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  )
}
