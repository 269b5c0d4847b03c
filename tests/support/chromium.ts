/**
 * Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's headless shell (package
 * `chromium-headless-shell`), else the browser of Debian's `chromium` package. When no headless
 * shell exists and apt-get can run as root, the package is installed; when no browser can be found
 * at all, the tests stop with a message saying how to install one. They are never skipped silently.
 *
 * The headless shell is the same Blink and V8 as the browser without the browser's own layers (its
 * window manager, profile services, GPU compositing through a software GL). The browser tests need
 * nothing of those and ran a third faster on it: the accessibility specs in 1.5 instead of 2.3
 * minutes on 2 cores. The full browser is started directly, not through its launcher
 * `/usr/bin/chromium`, which adds the flags of a desktop (GPU rasterisation, packaged extensions).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const headlessShell = '/usr/lib/chromium/chromium-headless-shell'
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
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  return existsSync(headlessShell) || !existsSync(debianChromium) ? headlessShell : debianChromium
}

export function ensureChromium(): string {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist. Point it at a Chromium or Chrome binary.`)
  }
  if (existsSync(headlessShell)) return headlessShell
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    process.stdout.write('Chromium headless shell not found: installing Debian package chromium-headless-shell…\n')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell', 'fonts-noto-cjk'], { stdio: 'inherit', env })
    if (existsSync(headlessShell)) return headlessShell
  }
  if (existsSync(debianChromium)) return debianChromium
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`) ' +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  )
}
