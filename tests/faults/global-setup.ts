import { build } from '../../scripts/ensure-build'

/** Build once for the whole suite (FAULTS_SKIP_BUILD=1 reuses the current build). */
export default function globalSetup() {
  if (process.env.FAULTS_SKIP_BUILD) return
  build(['ignore', 'ignore', 'inherit'])
}
