import type { Payload } from 'payload'
import { hasScope, type Scope } from '../lib/scopes'
import type { Section } from './attention'
import { healthSection } from './health'
import { jobsSection } from './jobs'
import { messagesSection } from './messages'
import { publishingSection } from './publishing'
import { recentSection } from './recent'
import { roadsSection } from './roads'
import { translationSection } from './translation'

type User = Parameters<typeof hasScope>[0]

/**
 * The dashboard's parts and who sees each, by the scopes that let them act on it: an operator the
 * roads (rest areas, traffic); an editor the content (publishing, English and alt text, the content
 * checks, recent changes); whoever processes contact messages those; an administrator everything,
 * the job queue included. In this order on the page.
 */
export const dashboardParts: {
  name: string
  anyOf: Scope[]
  load: (payload: Payload, now: Date) => Promise<Section>
}[] = [
  { name: 'roads', anyOf: ['rest-area:status', 'traffic:write'], load: roadsSection },
  { name: 'messages', anyOf: ['submissions:read'], load: messagesSection },
  { name: 'jobs', anyOf: ['users:manage'], load: (payload) => jobsSection(payload) },
  { name: 'publishing', anyOf: ['content:write'], load: publishingSection },
  { name: 'health', anyOf: ['content:write'], load: (payload) => healthSection(payload) },
  { name: 'translation', anyOf: ['content:write'], load: (payload) => translationSection(payload) },
  { name: 'recent', anyOf: ['content:write'], load: (payload) => recentSection(payload) },
]

/**
 * The sections a user's dashboard shows, each counted with the queries it needs (cheap counts, a few
 * rows), and the moment they were counted at (what ages are told from).
 */
export async function dashboardSections(
  payload: Payload,
  user: User,
  now = new Date(),
): Promise<{ sections: Section[]; at: number }> {
  const visible = dashboardParts.filter((part) => part.anyOf.some((scope) => hasScope(user, scope)))
  return { sections: await Promise.all(visible.map((part) => part.load(payload, now))), at: now.getTime() }
}
