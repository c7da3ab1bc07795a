// `npm run check:fuzz`: sends FUZZ_REQUESTS (10,000) generated hostile requests to a web site and a
// CMS started on loopback with a throw-away seeded database, and fails on any 5xx, stack trace or
// unescaped reflection. Prints the status histogram per target. FUZZ_SEED replays a run.
import crypto from 'node:crypto'
import { startCheckStack } from './lib/check-stack.mjs'
import { generator } from './lib/fuzz/generate.mjs'
import { judge, send } from './lib/fuzz/send.mjs'
import { testPorts } from './lib/test-ports.mjs'

const total = Number(process.env.FUZZ_REQUESTS ?? 10_000)
const seed = Number(process.env.FUZZ_SEED ?? crypto.randomInt(2 ** 31))
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 16)

const stack = await startCheckStack({ name: 'fuzz', ...testPorts.fuzz })
let failed = false
try {
  const targets = stack.urls
  console.log(`› Fuzzing with ${total} requests (seed ${seed}, ${concurrency} at a time)…`)
  const next = generator(seed)
  const histogram = { web: {}, cms: {} }
  const findings = []
  let sent = 0
  const started = Date.now()
  async function worker() {
    while (sent < total) {
      const n = sent++
      const target = n % 2 === 0 ? 'web' : 'cms'
      const request = next(n, target)
      const answer = await send(targets[target], request)
      histogram[target][answer.status] = (histogram[target][answer.status] ?? 0) + 1
      const found = judge(request, answer)
      if (found.length) findings.push({ target, n, request, status: answer.status, found })
      if ((n + 1) % 1000 === 0) console.log(`  ${n + 1} sent, ${findings.length} findings`)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`\nStatus histogram (${total} requests in ${seconds} s):`)
  for (const [target, counts] of Object.entries(histogram)) {
    const line = Object.entries(counts)
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([status, count]) => `${status}: ${count}`)
      .join('  ')
    console.log(`  ${target.padEnd(4)} ${line}`)
  }
  const count = (what) => findings.filter((f) => f.found.some((x) => x.startsWith(what))).length
  console.log(
    `\n5xx: ${findings.filter((f) => f.status >= 500).length}  stack traces: ${count('stack trace')}  unescaped reflections: ${count('unescaped')}  no answer: ${count('no answer')}`,
  )
  // One example of each kind (target, status, method, finding), so a rare fault is not hidden by a common one.
  const kinds = new Map()
  for (const f of findings) {
    const kind = `${f.target} ${f.status} ${f.request.method} ${f.found.join(', ')}`
    kinds.set(kind, [...(kinds.get(kind) ?? []), f])
  }
  for (const [kind, [f, ...others]] of kinds)
    console.log(
      `  ✗ ${kind} ×${others.length + 1}, e.g. #${f.n} ${f.request.method} ${f.request.url.slice(0, 200)} ${JSON.stringify(f.request.headers).slice(0, 200)}`,
    )
  if (findings.length) console.log(`  (replay with FUZZ_SEED=${seed})`)
  failed = findings.length > 0
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await stack.stop()
}
process.exit(failed ? 1 : 0)
