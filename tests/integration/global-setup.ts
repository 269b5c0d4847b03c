import { setUpDatabaseTemplates } from '../support/database-templates'

/** Migrate one template per database kind for the whole run; every suite's database is a copy. */
export default function globalSetup(): Promise<() => Promise<void>> {
  return setUpDatabaseTemplates()
}
