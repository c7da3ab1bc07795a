import type http from 'node:http'

export type Answer = { status: number; contentType: string; body: string; headers?: Record<string, string> }

/**
 * Lets the front replace an error answer (status ≥ 400) that Next.js is about to send, decided when the
 * status is known, before anything is written: a page that failed because the content service is down
 * gets a readable 503 instead of Next's 500 shell; an API's 405 its JSON error instead of an empty body.
 * `replacement` gets the status and Next's `Allow`; any answer it declines passes untouched.
 */
export function replaceErrorAnswer(
  res: http.ServerResponse,
  replacement: (status: number, allow: string | null) => Answer | null,
) {
  // Next.js's own calls vary in arity; the originals are called with whatever it passed.
  const writeHead = res.writeHead as (...args: unknown[]) => http.ServerResponse
  const write = res.write as (...args: unknown[]) => boolean
  const end = res.end as (...args: unknown[]) => http.ServerResponse
  let decided = false
  let replaced = false

  const decide = () => {
    if (decided) return
    decided = true
    if (res.statusCode < 400) return
    const allow = res.getHeader('allow')
    const answer = replacement(res.statusCode, allow === undefined ? null : String(allow))
    if (!answer) return
    replaced = true
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    writeHead.call(res, answer.status, {
      'content-type': answer.contentType,
      'content-length': Buffer.byteLength(answer.body),
      'cache-control': 'no-store',
      ...answer.headers,
    })
    end.call(res, answer.body)
  }

  res.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    res.statusCode = statusCode
    decide()
    return replaced ? res : writeHead.call(res, statusCode, ...rest)
  } as typeof res.writeHead
  res.write = function (this: http.ServerResponse, ...args: unknown[]) {
    decide()
    return replaced ? true : write.apply(res, args)
  } as typeof res.write
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    decide()
    return replaced ? res : end.apply(res, args)
  } as typeof res.end
}
