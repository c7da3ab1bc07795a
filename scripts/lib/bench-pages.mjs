// The site's page types, one URL each (Indonesian): what the bench measures first-load JavaScript on.
// Pages whose address depends on content take the first item the Content API lists.

/** The first item of a Content API list (its `data[0]`), or a clear error. */
async function first(api, resource) {
  const res = await fetch(`${api}/${resource}${resource.includes('?') ? '&' : '?'}locale=id`)
  if (!res.ok) throw new Error(`${api}/${resource}: HTTP ${res.status}`)
  const item = (await res.json()).data?.[0]
  if (!item) throw new Error(`${api}/${resource}: empty list`)
  return item
}

/**
 * @param {string} site the site's origin (through the edge or the app)
 * @param {string} api the Content API's base URL
 * @returns {Promise<{ name: string, url: string }[]>}
 */
export async function pageTypes(site, api) {
  // One after the other: the CMS may still be warming up.
  const release = await first(api, 'press-releases')
  const area = await first(api, 'rest-areas')
  const page = await first(api, 'pages')
  const post = await first(api, 'csr-posts')
  const line = await first(api, 'business-lines')
  const paths = {
    home: '/id',
    'CMS page': `/id/${page.slugs?.id ?? page.slug}`,
    'about us: overview': '/id/tentang-kami/profil/sekilas-pt-jasamarga-transjawa-tol',
    'about us: board of directors': '/id/tentang-kami/profil/direksi',
    'about us: business line': `/id/tentang-kami/profil/lini-bisnis-jtt/${line.slugs?.id ?? line.slug}`,
    'about us: CSR post': `/id/tentang-kami/csr/${post.id}`,
    'investor relations': '/id/hubungan-investor/laporan-keuangan/laporan-tahunan',
    'press-release list': '/id/media-informasi/siaran-pers',
    'press release': `/id/media-informasi/siaran-pers/${release.slugs?.id ?? release.slug}`,
    'rest-area list': '/id/layanan/rest-area',
    'rest area': `/id/layanan/rest-area/${area.id}`,
    'toll-road network': '/id/layanan/jalan-tol/jaringan-jalan-tol-jtt',
    'toll-road service': '/id/layanan/jalan-tol/layanan-jalan-tol-jtt',
    contact: '/id/hubungi-kami',
    'email alert': '/id/hubungan-investor/pemberitahuan-email',
    'search results': '/id/hasil-pencarian?q=tarif',
    login: '/id/login',
  }
  return Object.entries(paths).map(([name, path]) => ({ name, url: `${site}${path}` }))
}
