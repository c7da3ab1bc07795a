import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { usesPostgres } from '../../lib/env'
import { postgresEngine } from './postgres'
import { sqliteEngine } from './sqlite'
import type { SearchEngine } from './types'

const engines = new WeakMap<Payload, SearchEngine>()

/** The search index of the database Payload runs on (one engine per Payload instance). */
export function searchEngine(payload: Payload): SearchEngine {
  let engine = engines.get(payload)
  if (!engine) {
    // The adapter is the one `lib/database.ts` configured for this same setting.
    engine = usesPostgres()
      ? postgresEngine(payload.db as unknown as PostgresAdapter)
      : sqliteEngine(payload.db as unknown as SQLiteAdapter)
    engines.set(payload, engine)
  }
  return engine
}

export type { FoundRow, IndexRow, MatchGroup, SearchEngine } from './types'
