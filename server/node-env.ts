/**
 * Imported first by the server entry:
 * - unless NODE_ENV says otherwise, `npm start` runs in production mode, so no library (Express's
 *   error pages, React's server renderer among them) behaves as in development, and `npm run dev`
 *   (`--dev`) runs in development mode, as Vite and React expect of a development server;
 * - every file the server creates (the embedded database, the file outbox, secrets) is readable
 *   by its own user only, whatever the shell's umask.
 */
export const isDevServer = process.argv.includes('--dev')
process.env.NODE_ENV ||= isDevServer ? 'development' : 'production'
process.umask(0o077)
