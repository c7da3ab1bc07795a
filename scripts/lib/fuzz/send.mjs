// Sends one generated request with node:http (fetch would normalise the hostile paths away) and
// judges the answer: a 5xx, a stack trace or an unescaped reflection of the request's marker.
import http from 'node:http'

/** What a leaked stack trace or framework error page looks like. */
const STACK_TRACE = [
  /\n\s+at [\w$.<>]+ \(.*:\d+:\d+\)/,
  /\bat (async )?[\w$.]+ \((file:\/\/|\/|webpack-internal:)/,
  /node_modules\//,
  /webpack-internal:/,
  /\b(TypeError|ReferenceError|SyntaxError|RangeError): /,
]

export function send(base, request, timeoutMs = 30_000) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(base)
    let req
    try {
      req = http.request(
        {
          hostname,
          port,
          method: request.method,
          path: request.url,
          headers:
            request.body === undefined
              ? request.headers
              : { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks = []
          let size = 0
          res.on('data', (c) => {
            // The first 2 MB are enough to judge; the rest is drained.
            if (size < 2_000_000) chunks.push(c)
            size += c.length
          })
          res.on('end', () =>
            resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
          )
          res.on('error', () => resolve({ status: 'reset' }))
        },
      )
    } catch (error) {
      // Node itself refuses to send some of these (e.g. a path with a control character): not a finding.
      resolve({ status: 'unsendable', error: error.code ?? error.message })
      return
    }
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error) =>
      resolve({ status: error.message === 'timeout' ? 'timeout' : 'reset', error: error.code }),
    )
    // With a length, as browsers send bodies (the fronts refuse chunked bodies with a 411).
    if (request.body !== undefined) req.write(request.body)
    req.end()
  })
}

/** Findings in one answer, in words (empty when it is fine). */
export function judge(request, answer) {
  const findings = []
  if (answer.status === 'timeout' || answer.status === 'reset') findings.push(`no answer (${answer.status})`)
  if (typeof answer.status === 'number' && answer.status >= 500) findings.push(`${answer.status}`)
  const body = answer.body ?? ''
  const trace = STACK_TRACE.find((pattern) => pattern.test(body))
  if (trace) findings.push(`stack trace (${trace})`)
  const html = String(answer.headers?.['content-type'] ?? '').includes('html')
  if (html && body.toLowerCase().includes(`<${request.marker}`)) findings.push('unescaped reflection')
  return findings
}
