import { ensureBuild } from '../../scripts/ensure-build'

/** These tests start the production build: build it first when a source is newer (or there is none). */
export default function globalSetup(): void {
  ensureBuild(['ignore', 'ignore', 'inherit'])
}
