import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { createDatabaseBeside } from '../../../../scripts/lib/postgres.mjs'

/**
 * A CMS's data of a test's own, with the sample content and nothing else: a copy of the suite's files
 * and database as migrate and seed left them (globalSetup.ts keeps them before its CMS starts). A
 * copy takes a second; migrating and seeding again took 40–50 s on a busy machine. `name` names the
 * copy (letters, digits and underscores). Answers the CMS's CMS_DATA_DIR and DATABASE_URL ('' on SQLite).
 */
export function seededCopy(name: string): { CMS_DATA_DIR: string; DATABASE_URL: string } {
  const pristine = inject('pristine')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `jtt-cms-${name}-`))
  fs.cpSync(pristine.dataDir, dataDir, { recursive: true })
  const suiteUrl = inject('cmsEnv').DATABASE_URL ?? ''
  const DATABASE_URL =
    pristine.database && suiteUrl ? createDatabaseBeside(suiteUrl, `jtt_${name}`, { template: pristine.database }) : ''
  return { CMS_DATA_DIR: dataDir, DATABASE_URL }
}
