import { ensureBuild } from '../../scripts/ensure-build'
import { setUpDataDirTemplate } from '../support/data-dir-template'

/**
 * These tests start the production build: build it first when a source is newer (or there is
 * none), then make the DATA_DIR their servers start from a copy of.
 */
export default async function globalSetup(): Promise<() => void> {
  ensureBuild(['ignore', 'ignore', 'inherit'])
  return setUpDataDirTemplate()
}
