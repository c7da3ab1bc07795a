// The Content API URLs the scanners attack: every list, item and search endpoint with each query
// parameter it takes (filters, `q`, `page`, `per_page`, `locale`), filled with real seeded values so
// the scanners start from an answer that finds something. A `*` marks a path segment for sqlmap.
const first = async (api, path) => {
  const res = await fetch(`${api}${path}`)
  if (!res.ok) return null
  const body = await res.json()
  return Array.isArray(body.data) ? (body.data[0] ?? null) : null
}

/** @param {string} api the Content API's base, e.g. http://127.0.0.1:3411/v1 */
export async function contentApiTargets(api) {
  const release = await first(api, '/press-releases?locale=id&per_page=1')
  const road = await first(api, '/toll-roads?locale=id&per_page=1')
  // A pair of gates the tariff table has, so the quote answers 200 before it is attacked.
  const tariffs = road ? await first(api, `/tariffs?filter[road]=${road.slug}&locale=id`) : null
  const pair = tariffs?.rows?.find((row) => row.exit) ?? { entry: 'a.1', exit: 'a.2' }
  const person = await first(api, '/people?locale=id&per_page=1')
  const list = `locale=id&page=1&per_page=10`
  const urls = [
    `/press-releases?filter[year]=2024&${list}`,
    `/press-releases/${release?.slug ?? 'x'}*?locale=id`,
    `/press-releases/years?locale=id`,
    `/pages?filter[slug]=kebijakan-privasi&${list}`,
    `/search?q=tarif&filter[type]=press-release&${list}`,
    `/rest-areas?filter[q]=km 57&filter[road]=${road?.slug ?? 'x'}&filter[side]=A&filter[type]=A&filter[status]=open&${list}`,
    `/toll-roads?filter[slug]=${road?.slug ?? 'x'}&${list}`,
    `/tariffs?filter[road]=${road?.slug ?? 'x'}&locale=id`,
    `/tariffs/quote?filter[entry]=${pair.entry}&filter[exit]=${pair.exit}&filter[class]=1&locale=id`,
    `/documents?filter[type]=annual-report&filter[year]=2023&${list}`,
    `/people?filter[board]=${person?.board ?? 'directors'}&filter[slug]=${person?.slug ?? 'x'}&${list}`,
    `/csr-posts?filter[id]=1&${list}`,
    `/media?filter[id]=1&locale=id`,
    `/redirects?filter[old_url]=%2Fold`,
    `/sitemap?filter[type]=pages`,
    `/components?filter[slug]=footer-address&locale=id`,
    `/settings?filter[key]=facebook&locale=id`,
  ].map((p) => `${api}${p.replaceAll(' ', '%20')}`)
  // Payload's own REST API reads published content too, with its `where` query.
  const origin = new URL(api).origin
  const payload = [`${origin}/api/press-releases?where[slug][equals]=${release?.slug ?? 'x'}&limit=5&page=1&locale=id`]
  return { all: [...urls, ...payload] }
}
