import '../lib/checkEnv'
import type { Migration } from 'payload'
import { committedMigrations } from '../lib/database'
import { ensureSearchIndex } from '../search/rebuild'
import { runWithPayload } from './runWithPayload'

// Applies the committed migrations, never interactively: schema push is off, so Payload never asks
// about a pushed database. The list is imported (and bundled), not read from the folder at run time.
// The adapters type `up`/`down` with their own argument types, which Payload's generic Migration
// (arguments `unknown`) cannot name; they are called by that same adapter, so the cast is safe.
const migrations = committedMigrations() as unknown as Migration[]
// Then the search index is rebuilt if a content type joined search (or it is empty).
await runWithPayload('migrate', async (payload) => {
  await payload.db.migrate({ migrations })
  await ensureSearchIndex(payload)
})
