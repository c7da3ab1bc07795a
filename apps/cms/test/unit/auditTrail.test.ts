import type { Config } from 'payload'
import { describe, expect, it } from 'vitest'
import { actionsOf } from '../../src/audit/actions'
import { auditCollectionChange } from '../../src/audit/afterCollectionChange'
import { auditCollectionDelete } from '../../src/audit/afterCollectionDelete'
import { auditGlobalChange } from '../../src/audit/afterGlobalChange'
import { auditSignIn } from '../../src/audit/afterLogin'
import { auditSignOut } from '../../src/audit/afterLogout'
import { auditTrail } from '../../src/audit/plugin'
import { collectionTypes, globalTypes } from '../../src/contentTypeRegistry'
import { changedFieldNames, type AuditedField } from '../../src/audit/changedFields'
import { auditCutoff } from '../../src/audit/pruneTask'

describe('the action an audit entry records', () => {
  it('tells create, update and delete-less writes of a collection without drafts', () => {
    expect(actionsOf({ operation: 'create', drafts: false, status: undefined })).toEqual(['create'])
    expect(actionsOf({ operation: 'update', drafts: false, status: undefined })).toEqual(['update'])
  })

  it('records a document created published as created and published', () => {
    expect(actionsOf({ operation: 'create', drafts: true, status: 'published' })).toEqual(['create', 'publish'])
    expect(actionsOf({ operation: 'create', drafts: true, status: 'draft' })).toEqual(['create'])
  })

  it('calls every write that leaves the document published a publish', () => {
    expect(actionsOf({ operation: 'update', drafts: true, status: 'published' })).toEqual(['publish'])
  })

  it('tells an unpublish from a draft saved over the published document', () => {
    // The published row went back to draft: unpublished.
    const unpublish = {
      operation: 'update',
      drafts: true,
      status: 'draft',
      mainBefore: 'published',
      mainAfter: 'draft',
    } as const
    expect(actionsOf(unpublish)).toEqual(['unpublish'])
    // A draft saved over it leaves the published row as it was: a change, not an unpublish.
    expect(actionsOf({ ...unpublish, mainAfter: 'published' })).toEqual(['update'])
    // A draft of a document never published.
    expect(actionsOf({ ...unpublish, mainBefore: 'draft', mainAfter: 'draft' })).toEqual(['update'])
  })
})

const FIELDS: AuditedField[] = [
  { name: 'title' },
  { name: 'slug' },
  { name: 'hero' },
  { name: 'related' },
  { name: 'layout' },
  { name: 'hash', hidden: true },
  { name: 'sessions', admin: { disabled: true } },
  { name: 'updatedAt' },
  { name: '_status' },
]

describe('the changed fields an audit entry names', () => {
  it('names the fields whose value changed, never hidden or system fields', () => {
    const before = {
      title: 'A',
      slug: 'a',
      hero: { title: 'x' },
      hash: 'h1',
      sessions: [],
      updatedAt: '1',
      _status: 'draft',
    }
    const after = {
      title: 'B',
      slug: 'a',
      hero: { title: 'y' },
      hash: 'h2',
      sessions: [{ id: 's' }],
      updatedAt: '2',
      _status: 'published',
    }
    expect(changedFieldNames(FIELDS, after, before)).toEqual(['title', 'hero'])
  })

  it('compares related documents by id, whatever depth the answer was read at', () => {
    const before = { title: 'A', related: [3, 4], layout: [{ id: 'row1', blockType: 'text', image: 9 }] }
    const populated = {
      title: 'A',
      related: [
        { id: 3, title: 'Three', createdAt: 't' },
        { id: 4, title: 'Four', updatedAt: 't' },
      ],
      layout: [{ id: 'row1', blockType: 'text', image: { id: 9, alt: 'x', createdAt: 't' } }],
    }
    expect(changedFieldNames(FIELDS, populated, before)).toEqual([])
    expect(changedFieldNames(FIELDS, { ...populated, related: [{ id: 5, createdAt: 't' }] }, before)).toEqual([
      'related',
    ])
  })

  it('leaves out a field the answer does not carry (no read access), and treats null and missing alike', () => {
    expect(changedFieldNames(FIELDS, { title: 'A' }, { title: 'A', slug: 'secret' })).toEqual([])
    expect(changedFieldNames(FIELDS, { title: 'A', slug: null }, { title: 'A' })).toEqual([])
  })

  it('names the fields given a value when a document is created', () => {
    expect(
      changedFieldNames(FIELDS, { title: 'A', slug: '', related: [], hero: { title: 'x' }, hash: 'h' }, null),
    ).toEqual(['title', 'hero'])
  })
})

describe('the audit plugin', () => {
  const base = {
    collections: collectionTypes.map(({ config }) => config),
    globals: globalTypes.map(({ config }) => config),
  } as Config
  const wired = auditTrail()(base) as Config

  it('records every collection but the log itself, and every global, after their own hooks', () => {
    for (const collection of wired.collections!) {
      const { afterChange = [], afterDelete = [] } = collection.hooks ?? {}
      const recorded = collection.slug !== 'audit-log'
      expect(afterChange.at(-1) === auditCollectionChange, collection.slug).toBe(recorded)
      expect(afterDelete.at(-1) === auditCollectionDelete, collection.slug).toBe(recorded)
    }
    for (const global of wired.globals!) expect(global.hooks?.afterChange?.at(-1), global.slug).toBe(auditGlobalChange)
    expect(wired.collections!.map((c) => c.slug)).toContain('audit-log')
  })

  it('records sign-ins and sign-outs for the collections that sign in, and only those', () => {
    for (const collection of wired.collections!) {
      const { afterLogin = [], afterLogout = [] } = collection.hooks ?? {}
      expect(afterLogin.includes(auditSignIn), collection.slug).toBe(Boolean(collection.auth))
      expect(afterLogout.includes(auditSignOut), collection.slug).toBe(Boolean(collection.auth))
    }
    expect(wired.collections!.filter((c) => c.auth).map((c) => c.slug)).toEqual(['users'])
  })

  it('schedules the daily pruning', () => {
    const task = wired.jobs?.tasks?.find((t) => t.slug === 'pruneAuditLog')
    expect(task?.schedule?.map(({ cron, queue }) => ({ cron, queue }))).toEqual([
      { cron: '0 20 * * *', queue: 'default' },
    ])
  })
})

describe('how long the trail is kept', () => {
  it('deletes what is older than 365 days', () => {
    const now = Date.parse('2026-11-26T03:00:00.000Z')
    expect(auditCutoff(now).toISOString()).toBe('2025-11-26T03:00:00.000Z')
  })
})
