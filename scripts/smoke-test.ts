/**
 * Start the built production server with another Node.js binary (CI: Node 24) and check that every
 * public page serves with the right language, then that it shuts down cleanly.
 */
import { sitePages } from '../app/features/i18n/site-routes'
import { startServerProcess } from '../tests/support/server-process'

const nodeBinary = process.env.NODE24 ?? process.execPath
const server = await startServerProcess({ nodeBinary })
let failures = 0
for (const page of sitePages) {
  const response = await fetch(`${server.url}${page.path}`)
  const html = await response.text()
  const lang = page.lang === 'zh' ? 'zh-CN' : 'en'
  if (response.status !== 200 || !html.includes(`<html lang="${lang}"`)) {
    failures += 1
    process.stdout.write(`FAIL ${page.path}: ${String(response.status)}\n`)
  }
}
const code = await server.stop()
if (code !== 0) {
  failures += 1
  process.stdout.write(`FAIL shutdown exit code ${String(code)}\n${server.output()}\n`)
}
process.stdout.write(`smoke: ${String(sitePages.length - failures)} passed, ${String(failures)} failed\n`)
process.exit(failures ? 1 : 0)
