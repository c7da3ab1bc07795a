// Publish-to-visible: an editor changes a page's title through the CMS's API; the time until the new
// title is in the page as visitors get it (through the edge), polled every 100 ms. Median of `rounds`.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

async function adminToken(cmsUrl, email, password) {
  const res = await fetch(`${cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`CMS login: HTTP ${res.status}`)
  return (await res.json()).token
}

/**
 * @param {{ cmsUrl: string, pageUrl: string, slug: string, admin: { email: string, password: string }, rounds: number }} options
 * @returns {Promise<{ medianMs: number, samplesMs: number[] }>}
 */
export async function publishToVisible({ cmsUrl, pageUrl, slug, admin, rounds }) {
  const headers = {
    authorization: `Bearer ${await adminToken(cmsUrl, admin.email, admin.password)}`,
    'content-type': 'application/json',
  }
  const found = await (await fetch(`${cmsUrl}/api/pages?where[slug][equals]=${slug}&locale=id`, { headers })).json()
  const id = found.docs?.[0]?.id
  if (!id) throw new Error(`No page '${slug}' in the CMS`)
  const samplesMs = []
  for (let i = 0; i < rounds; i++) {
    await fetch(pageUrl) // in the caches, as a visited page is
    await sleep(3000)
    const title = `Kebijakan Privasi ${Date.now()}`
    const started = Date.now()
    const res = await fetch(`${cmsUrl}/api/pages/${id}?locale=id`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title }),
    })
    if (!res.ok) throw new Error(`CMS edit: HTTP ${res.status}`)
    for (;;) {
      if ((await (await fetch(pageUrl)).text()).includes(title)) break
      if (Date.now() - started > 30_000) throw new Error(`'${title}' not visible at ${pageUrl} after 30 s`)
      await sleep(100)
    }
    samplesMs.push(Date.now() - started)
  }
  const sorted = [...samplesMs].sort((a, b) => a - b)
  return { medianMs: sorted[Math.floor(sorted.length / 2)], samplesMs }
}
