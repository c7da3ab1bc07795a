/**
 * Whether a request asks for a document (a browser navigation, or a client that does not say) and
 * not for data: the router's own fetches (prefetches, client-side navigations) are marked
 * `Sec-Fetch-Dest: empty` by browsers. Next hides its `rsc` header from the proxy, so this is how the
 * proxy and the server front tell them apart.
 */
export const isDocumentRequest = (secFetchDest: string | string[] | null | undefined) =>
  (secFetchDest ?? 'document') === 'document'
