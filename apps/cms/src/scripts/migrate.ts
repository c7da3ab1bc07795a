import type { Migration } from 'payload'
import { committedMigrations } from '../lib/database'
import { runWithPayload } from './runWithPayload'

// Applies the committed migrations, never interactively: schema push is off, so Payload never asks
// about a pushed database. The list is imported (and bundled), not read from the folder at run time.
// The adapters type `up`/`down` with their own argument types, which Payload's generic Migration
// (arguments `unknown`) cannot name; they are called by that same adapter, so the cast is safe.
const migrations = committedMigrations() as unknown as Migration[]
await runWithPayload('migrate', (payload) => payload.db.migrate({ migrations }))
