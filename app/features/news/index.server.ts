/** What the process entry (server/) may use of this feature: its public entry, checked by lint (eslint.folders.js). */
export { seedNews } from './seed-news.server'
