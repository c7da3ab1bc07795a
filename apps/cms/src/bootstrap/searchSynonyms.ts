import type { Payload } from 'payload'

type Log = (what: string) => void

/**
 * The names travellers use for one thing (issue 28), for both languages' searches. A group holds the
 * English names where the English pages use other words than the Indonesian ones ('e-toll' on the
 * English site finds the pages about electronic money and toll cards).
 */
const GROUPS: string[][] = [
  ['rest area', 'tempat istirahat', 'TIP', 'peristirahatan'],
  ['GTO', 'gardu tol otomatis'],
  ['e-toll', 'uang elektronik', 'kartu tol', 'electronic money', 'toll card'],
]

/**
 * Site search's first synonyms, each group created when no group holds its first term (so a group an
 * editor changed or deleted is left as they left it, unless they took that term out).
 */
export async function ensureSearchSynonyms(payload: Payload, log: Log) {
  for (const terms of GROUPS) {
    const found = await payload.count({ collection: 'search-synonyms', where: { 'terms.term': { equals: terms[0] } } })
    if (found.totalDocs) continue
    await payload.create({
      collection: 'search-synonyms',
      data: { locale: 'all', kind: 'equivalent', terms: terms.map((term) => ({ term })) },
    })
    log(`search synonyms ${terms.join(' = ')}`)
  }
}
