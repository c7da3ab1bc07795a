import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { siteEntries } from '../api/siteEntries'
import { collectionTypes, globalTypes } from '../contentTypeRegistry'
import { collectionLinks, globalLinks } from './checkLinks'
import { uploadFindings } from './checkUploads'
import type { Finding } from './findings'
import { redirectRules } from './redirectRules'
import { redirectProblems } from './redirects'
import { sitePathChecker } from './sitePaths'

/**
 * Runs every content health check over the published site: links in rich text, menus, blocks and
 * redirects that lead to a path that is not a page (the route registry and the published items
 * decide, as the site does), redirect chains and loops, images without alternative text in either
 * language, media and documents whose file is missing.
 */
export async function runHealthChecks(payload: Payload): Promise<Finding[]> {
  const [published, redirects] = await Promise.all([siteEntries(payload), redirectRules(payload)])
  const exists = sitePathChecker(
    published,
    redirects.map((rule) => rule.from),
  )
  const findings: Finding[] = []
  // Everything shown on the site can hold links (a collection without pages too: its items appear on one);
  // uploads hold none (their own `url` is the file's).
  for (const { config, site } of collectionTypes) {
    if (site && !config.upload)
      findings.push(...(await collectionLinks(payload, config.slug as CollectionSlug, exists)))
  }
  for (const { config, site } of globalTypes) {
    if (site) findings.push(...(await globalLinks(payload, config.slug as GlobalSlug, exists)))
  }
  for (const problem of redirectProblems(redirects)) {
    findings.push({
      kind: problem.kind,
      source: 'redirects',
      isGlobal: false,
      itemId: problem.rule.id,
      itemTitle: problem.rule.from,
      field: 'new_url',
      target: problem.chain.join(' → '),
    })
  }
  findings.push(...(await uploadFindings(payload)))
  return findings
}
