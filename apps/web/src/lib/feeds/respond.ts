/**
 * A feed's answer: its media type, and a shared lifetime no longer than its content stays true
 * (a traffic feed changes at the next start or end). Browsers ask again each time.
 */
export function feedResponse(body: string, type: string, sharedSeconds: number): Response {
  return new Response(body, {
    headers: {
      'content-type': `${type}; charset=utf-8`,
      'cache-control': `public, max-age=0, s-maxage=${sharedSeconds}`,
    },
  })
}

export const notFoundResponse = () =>
  new Response('Not found.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
