// `npm run check:fuzz`: sends FUZZ_REQUESTS (10,000) generated hostile requests to a web site and a
// CMS started on loopback with a throw-away seeded database, and fails on any 5xx, stack trace or
// unescaped reflection. Prints the status histogram per target. FUZZ_SEED replays a run.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { APPS, buildApp } from './lib/build.mjs'
import { ensureDependencies } from './lib/ensure.mjs'
import { serviceEnv } from './lib/env.mjs'
import { generator } from './lib/fuzz/generate.mjs'
import { isMethodRefusal, judge, send } from './lib/fuzz/send.mjs'
import { stopService } from './lib/proc.mjs'
import { migrateAndSeed, startCms, startWeb } from './lib/services.mjs'
import { testPorts } from './lib/test-ports.mjs'

const total = Number(process.env.FUZZ_REQUESTS ?? 10_000)
const seed = Number(process.env.FUZZ_SEED ?? crypto.randomInt(2 ** 31))
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 16)

await ensureDependencies()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-fuzz-'))
const { cms: cmsPort, web: webPort } = testPorts.fuzz
const env = serviceEnv({
  CMS_PORT: String(cmsPort),
  WEB_PORT: String(webPort),
  CMS_DATA_DIR: dataDir,
  DATABASE_URL: '',
  CMS_PUBLIC_URL: `http://127.0.0.1:${cmsPort}`,
  WEB_PUBLIC_URL: `http://127.0.0.1:${webPort}`,
  CONTENT_API_URL: `http://127.0.0.1:${cmsPort}/v1`,
  SITE_URL: `http://127.0.0.1:${webPort}`,
  PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
  REVALIDATE_SECRET: crypto.randomBytes(32).toString('hex'),
  WEB_REVALIDATE_URLS: `http://127.0.0.1:${webPort}/api/revalidate`,
  CMS_ADMIN_PASSWORD: `Fz!${crypto.randomBytes(9).toString('hex')}`,
})
for (const app of APPS) await buildApp(app, env)

const services = []
const stopAll = async () => {
  for (const s of services.reverse()) await stopService(s)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
let failed = false
try {
  await migrateAndSeed(env)
  services.push(await startCms(env, { quiet: true, host: '127.0.0.1' }))
  services.push(await startWeb(env, { quiet: true, host: '127.0.0.1' }))
  const targets = { web: `http://127.0.0.1:${webPort}`, cms: `http://127.0.0.1:${cmsPort}` }
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
      const bucket = isMethodRefusal(request, answer) ? '501 (method refused, spec page)' : answer.status
      histogram[target][bucket] = (histogram[target][bucket] ?? 0) + 1
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
  for (const f of findings.slice(0, 30))
    console.log(
      `  ✗ ${f.target} #${f.n} ${f.request.method} ${f.request.url.slice(0, 200)} → ${f.status}: ${f.found.join(', ')}`,
    )
  if (findings.length > 30) console.log(`  … and ${findings.length - 30} more (replay with FUZZ_SEED=${seed})`)
  failed = findings.length > 0
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await stopAll()
}
process.exit(failed ? 1 : 0)
