import type { CollectionConfig, Config, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { formsAndAlerts } from '../../src/alerts/plugin'
import { collectionTypes, globalTypes } from '../../src/contentTypeRegistry'
import { contentHealth } from '../../src/health/plugin'
import { env } from '../../src/lib/env'
import { sitePublishing } from '../../src/publishing/plugin'

/**
 * What the plugins derive from the declarations: the admin's preview links, and which collections
 * get the publish-to-live, search and alert hooks. The expectations are the site's behaviour
 * before the declarations existed (the lists they replaced).
 */
const base = {
  collections: collectionTypes.map(({ config }) => config),
  globals: globalTypes.map(({ config }) => config),
} as Config
const wired = formsAndAlerts()(sitePublishing()(base) as Config) as Config
const collection = (slug: string) => wired.collections!.find((c) => c.slug === slug) as CollectionConfig
const global = (slug: string) => wired.globals!.find((g) => g.slug === slug) as GlobalConfig
const hookNames = (slug: string) => (collection(slug).hooks?.afterChange ?? []).length
const baseHooks = (slug: string) =>
  (collectionTypes.find(({ config }) => config.slug === slug)!.config.hooks?.afterChange ?? []).length

const preview = (admin: CollectionConfig['admin'] | GlobalConfig['admin'], doc: Record<string, unknown>) =>
  admin?.preview ? (admin.preview as (doc: unknown, options: unknown) => unknown)(doc, { locale: 'en' }) : undefined
const url = (...target: string[]) => `${env.webOrigins[0]}/api/preview/en/${target.join('/')}`

describe('wiring derived from the content type declarations', () => {
  it('previews a routed document on its own page, by slug or id', () => {
    expect(preview(collection('pages').admin, { slug: 'tentang' })).toBe(url('page', 'tentang'))
    expect(preview(collection('press-releases').admin, { slug: 'rilis' })).toBe(url('press-release', 'rilis'))
    expect(preview(collection('business-lines').admin, { slug: 'lini' })).toBe(url('business-line', 'lini'))
    expect(preview(collection('csr-posts').admin, { id: 7 })).toBe(url('csr', '7'))
    expect(preview(collection('rest-areas').admin, { id: 3 })).toBe(url('rest-area', '3'))
    expect(preview(collection('pages').admin, {})).toBeNull()
  })

  it('previews board members and reports on the page that lists them', () => {
    expect(preview(collection('people').admin, { board: 'directors' })).toBe(url('route', 'board-of-directors'))
    expect(preview(collection('documents').admin, { type: 'annual-report' })).toBe(url('route', 'annual-reports'))
    expect(preview(collection('documents').admin, { type: 'attachment' })).toBeNull()
  })

  it('gives no preview to what has no page of its own', () => {
    for (const slug of ['toll-roads', 'media', 'components', 'settings', 'redirects', 'users']) {
      expect(preview(collection(slug).admin, {}), slug).toBeUndefined()
    }
  })

  it('previews globals shown as one page', () => {
    expect(preview(global('home').admin, {})).toBe(url('home'))
    expect(preview(global('company-profile').admin, {})).toBe(url('route', 'company-overview'))
    expect(preview(global('organization-structure').admin, {})).toBe(url('route', 'organization-structure'))
    expect(preview(global('whistleblowing').admin, {})).toBe(url('route', 'whistleblowing'))
    expect(preview(global('toll-road-service').admin, {})).toBe(url('route', 'toll-road-services'))
    expect(preview(global('investor-relations').admin, {})).toBe(url('route', 'investor-relations'))
    for (const slug of ['navigation', 'about-pages', 'form-settings']) {
      expect(preview(global(slug).admin, {}), slug).toBeUndefined()
    }
  })

  it('hooks up publish-to-live, search and alerts where the declarations say', () => {
    // notify + index for searchable site collections, notify only for the others, + one per alert topic
    const added: Record<string, number> = {
      pages: 2,
      people: 2,
      'business-lines': 2,
      'csr-posts': 2,
      'toll-roads': 2,
      'rest-areas': 2,
      'traffic-advisories': 3,
      'press-releases': 3,
      documents: 3,
      media: 1,
      components: 1,
      settings: 1,
      redirects: 1,
      'search-synonyms': 1,
      'search-queries': 0,
      users: 0,
      'contact-messages': 0,
      'alert-subscribers': 0,
      'alert-deliveries': 0,
      'audit-log': 0,
      'content-findings': 0,
    }
    expect(Object.keys(added).sort()).toEqual(collectionTypes.map(({ config }) => config.slug).sort())
    for (const [slug, count] of Object.entries(added)) expect(hookNames(slug) - baseHooks(slug), slug).toBe(count)
  })

  it('queues the content checks after a change to anything the site shows, and after nothing else', () => {
    const checked = contentHealth()(base) as Config
    const added = (slug: string) =>
      (checked.collections!.find((c) => c.slug === slug)!.hooks?.afterChange ?? []).length - baseHooks(slug)
    for (const { config, site } of collectionTypes) expect(added(config.slug), config.slug).toBe(site ? 1 : 0)
    for (const { config, site } of globalTypes) {
      const hooks = checked.globals!.find((g) => g.slug === config.slug)!.hooks?.afterChange ?? []
      expect(hooks.length - (config.hooks?.afterChange ?? []).length, config.slug).toBe(site ? 1 : 0)
    }
    expect(checked.jobs?.tasks?.map((task) => task.slug)).toContain('contentHealth')
  })
})
