/** Types of eslint.config.js (plain JavaScript: ESLint loads it without a build step). */
import type { Linter } from 'eslint'
declare const config: Linter.Config[]
export default config
