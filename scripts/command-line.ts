/**
 * What the npm scripts that work on the database share: whether the server is running (the
 * embedded database is opened by one process at a time), and one way to end: the exit code, or
 * one line on stderr for an error nobody expected.
 */
import { connect } from 'node:net'

/** Whether something answers on the server's own address (the server, still running). */
export function isListening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => {
      resolve(false)
    })
  })
}

/** Runs a script's `main` and sets the exit code it answers (1 and one line for an unexpected error). */
export function runCommand(main: () => Promise<number>, failurePrefix = ''): void {
  main().then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      process.stderr.write(`${failurePrefix}${(error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''}\n`)
      process.exitCode = 1
    },
  )
}
