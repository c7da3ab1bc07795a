// A traffic advisory's life as visitors meet it (issue 27): an editor publishes one in force → the time
// until it is on the traffic page (through the edge); then its end is set a few seconds ahead → the time
// from that end until it is gone from the page and from every feed (Atom in both languages, the CAP
// index), with nobody acting: the CMS's end job and the pages' lifetimes do it. Polled every 250 ms;
// the median of `rounds` each.
import { feedPath, sitePath } from '../../packages/content-api/src/routes.ts'
import { median } from './bench-histogram.mjs'

const ADVISORY_VISIBLE_TARGET_MS = 5000
const ADVISORY_GONE_TARGET_MS = 60_000
/** How far ahead of the edit its end is set: the job then runs at a moment no one is acting. */
const END_AHEAD_MS = 3000
/** Beyond this a round has failed (the target is 60 s). */
const GIVE_UP_MS = 180_000
const SECTION = 'semarang-solo'

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** The addresses an advisory shows at: the traffic list, and the feeds that carry it. */
export const advisoryPlaces = (siteUrl) => [
  `${siteUrl}${sitePath('traffic-advisories', 'id')}`,
  `${siteUrl}${feedPath('traffic-advisories', { locale: 'id' })}`,
  `${siteUrl}${feedPath('traffic-advisories', { locale: 'en' })}`,
  `${siteUrl}${feedPath('traffic-cap-index')}`,
]

/**
 * Which of the places still show the advisory: the list and the Atom feeds by its title, the CAP
 * index by its alert's file name. `bodies` in the order of advisoryPlaces.
 */
export function placesShowing(bodies, { title, id }) {
  const marks = [title, title, title, `traffic-advisory-${id}.xml`]
  return bodies.flatMap((body, i) => (body.includes(marks[i]) ? [i] : []))
}

/** The bench's rows for the two measures, with their targets. */
export function advisoryRows({ visible, gone }) {
  const row = (name, r, target) => ({
    section: 'publish-to-live',
    name,
    value: `median ${r.medianMs} ms (${r.samplesMs.join(', ')})`,
    target: `≤ ${target.toLocaleString('en')} ms`,
    ok: r.medianMs <= target,
  })
  return [
    row('traffic advisory published → on the traffic page (edge)', visible, ADVISORY_VISIBLE_TARGET_MS),
    row('traffic advisory end → gone from the page and feeds (edge)', gone, ADVISORY_GONE_TARGET_MS),
  ]
}

async function cmsSession(cmsUrl, { email, password }) {
  const res = await fetch(`${cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`CMS login: HTTP ${res.status}`)
  const headers = { authorization: `Bearer ${(await res.json()).token}`, 'content-type': 'application/json' }
  return async (method, path, body) => {
    const answer = await fetch(`${cmsUrl}/api${path}`, { method, headers, body: body && JSON.stringify(body) })
    if (!answer.ok) throw new Error(`CMS ${method} ${path}: HTTP ${answer.status} ${await answer.text()}`)
    return answer.json()
  }
}

/** Polls the places until `done(showing)`; answers the time it took from `since`. */
async function until(places, advisory, done, since) {
  for (;;) {
    const bodies = await Promise.all(places.map(async (url) => (await fetch(url)).text()))
    const showing = placesShowing(bodies, advisory)
    if (done(showing)) return Date.now() - since
    if (Date.now() - since > GIVE_UP_MS) throw new Error(`advisory ${advisory.id}: still at ${showing.join(', ')}`)
    await sleep(250)
  }
}

/**
 * @param {{ cmsUrl: string, siteUrl: string, admin: { email: string, password: string }, rounds: number }} options
 * @returns {Promise<{ visible: { medianMs: number, samplesMs: number[] }, gone: { medianMs: number, samplesMs: number[] } }>}
 */
export async function advisoryToLive({ cmsUrl, siteUrl, admin, rounds }) {
  const cms = await cmsSession(cmsUrl, admin)
  const section = (await cms('GET', `/toll-roads?where[slug][equals]=${SECTION}&depth=0`)).docs[0]
  if (!section) throw new Error(`No section '${SECTION}' in the CMS`)
  const places = advisoryPlaces(siteUrl)
  const visible = []
  const gone = []
  for (let i = 0; i < rounds; i++) {
    for (const url of places) await fetch(url) // in the caches, as visited pages are
    await sleep(3000)
    const title = `Uji lalu lintas ${Date.now()}`
    const published = Date.now()
    const { doc } = await cms('POST', '/traffic-advisories?locale=id', {
      title,
      kind: 'road-works',
      subKind: 'lane-closure',
      severity: 'info',
      sections: [section.id],
      kmFrom: 440,
      kmTo: 441,
      directions: ['A'],
      startsAt: new Date(published - 60_000).toISOString(),
      _status: 'published',
    })
    const advisory = { title, id: String(doc.id) }
    try {
      // On the traffic page (the feeds follow the same publish).
      visible.push(await until(places.slice(0, 1), advisory, (showing) => showing.length > 0, published))
      await until(places, advisory, (showing) => showing.length === places.length, published)
      const end = Date.now() + END_AHEAD_MS
      await cms('PATCH', `/traffic-advisories/${doc.id}?locale=id`, { endsAt: new Date(end).toISOString() })
      gone.push(await until(places, advisory, (showing) => showing.length === 0, end))
    } finally {
      await cms('DELETE', `/traffic-advisories/${doc.id}`)
    }
  }
  return {
    visible: { medianMs: median(visible), samplesMs: visible },
    gone: { medianMs: median(gone), samplesMs: gone },
  }
}
