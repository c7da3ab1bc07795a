// The mixed load of `npm run bench`: what visitors do, at once. One `wrk -t1` process per page type
// (scripts/lib/bench-pages.mjs: both languages, query strings), each cycling through its type's
// requests with the header variants of scripts/lib/bench-mixed-requests.mjs, plus two visitors who
// request every page — one always with analytics cookies, one never — to compare them under the same
// load. The two visitors take turns on the same share of connections (visitorTurns): run side by side,
// each process's few connections landed on one nginx worker or the other by chance, and the visitor
// on the busier worker looked 30 % slower whatever its cookies (pages without cookies split the same
// way, p50 1.4 against 2.6 ms). Turns on fresh connections, in the order ABBA, compared by the
// medians of their turns, leave placement and the load's drift to both alike. The connections of all processes add up to the total. wrk is C: on 2 cores a load loop in Node
// would take a core from the servers it measures. The processes report their whole latency
// histograms (scripts/lib/bench-mixed.lua), merged here for the percentiles of a type and overall.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { joinSequential, median, parseWrkResult, summarize } from './bench-histogram.mjs'
import { requestsFile, splitConnections, typeRequests, visitorRequests } from './bench-mixed-requests.mjs'

const LUA = fileURLToPath(new URL('./bench-mixed.lua', import.meta.url))
/** The visitors' share of the connections (8 of 50, one visitor at a time): enough requests for a stable p99. */
const VISITOR_SHARE = 0.16
/** Each turn of a visitor, in seconds: enough for a stable p99 at its share, short enough for several turns. */
const TURN_SECONDS = 3

/**
 * Whose turn each one is, for `count` turns: cookie, plain, plain, cookie, … (ABBA), so that neither
 * visitor is always the one measured earlier in the run.
 * @returns {('cookie' | 'plain')[]}
 */
export function visitorTurns(count) {
  return Array.from({ length: count }, (_, i) => ((i + 1) % 4 < 2 ? 'cookie' : 'plain'))
}

/**
 * One request with exactly these headers (fetch would add an Accept-Encoding of its own), read to the
 * end; answers its status. A cold page is rendered now, not during the measured run.
 */
function probe(origin, { path: target, headers }) {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(target, origin), { headers, agent: false, timeout: 120_000 }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('timeout', () => req.destroy(new Error('no answer in 120 s')))
    req.on('error', reject)
  })
}

/**
 * Sends every distinct request once before the run. wrk counts only statuses > 399 as errors (counting
 * redirects would need a Lua response() function, which copies every body), so a request that is
 * redirected — or fails — is found here: answers "path (headers): HTTP status" for each one not 2xx.
 */
async function preflight(origin, processes) {
  const seen = new Map()
  for (const p of processes) {
    p.preflight = []
    for (const request of p.requests) {
      const key = `${request.path} ${JSON.stringify(request.headers)}`
      if (!seen.has(key)) seen.set(key, await probe(origin, request).catch((error) => error.message))
      const status = seen.get(key)
      if (typeof status !== 'number' || status < 200 || status > 299) {
        const headers = Object.keys(request.headers).join(', ') || 'no extra headers'
        p.preflight.push(`${request.path} (${headers}): ${typeof status === 'number' ? `HTTP ${status}` : status}`)
      }
    }
  }
}

/** Runs one wrk process to its end; answers its parsed result. */
function runWrk(origin, { connections, seconds, file }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', LUA, origin, '--', file]
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('error', reject)
    // 'close', not 'exit': the process can exit before its output has been read to the end (that
    // lost the result line of one run in several).
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wrk ${args.join(' ')} exited with ${code}: ${err.trim()}`))
      try {
        resolve(parseWrkResult(out))
      } catch (error) {
        reject(error)
      }
    })
  })
}

/**
 * The visitors' turns while the page types run: each a new wrk process on fresh connections, started
 * only while a whole turn fits before the others end (a turn without the rest of the load would be
 * faster). Answers each visitor's turns.
 */
async function takeTurns(origin, files, { connections, seconds }) {
  const endsAt = Date.now() + seconds * 1000
  const turns = { cookie: [], plain: [] }
  for (const visitor of visitorTurns(Math.floor(seconds / TURN_SECONDS))) {
    if (Date.now() + TURN_SECONDS * 1000 > endsAt) break
    turns[visitor].push(await runWrk(origin, { connections, seconds: TURN_SECONDS, file: files[visitor] }))
  }
  return turns
}

/**
 * A visitor's figures: each the median of its turns' (req/s, p50, p90, p99), errors summed. Pooled, one
 * turn that met a stall of the machine set the visitor's p99 (41.5 against 20.7 ms, with req/s and p50
 * equal); the median leaves such a turn out for both visitors alike.
 */
function visitorFigures(turns) {
  const each = turns.map((turn) => summarize([turn]))
  const of = (pick) => median(each.map(pick))
  const pooled = summarize([joinSequential(turns)])
  return {
    ...pooled,
    rps: of((t) => t.rps),
    p50: of((t) => t.p50),
    p90: of((t) => t.p90),
    p99: of((t) => t.p99),
    turns: turns.length,
    // Every turn, in the order run: a median hides how far apart they were.
    eachTurn: each.map((t) => ({ rps: t.rps, p99: t.p99 })),
  }
}

/**
 * @param {string} origin e.g. http://127.0.0.1:3400
 * @param {{ name: string, paths: string[] }[]} types
 * @param {{ seconds: number, connections: number }} options
 */
export async function mixedLoad(origin, types, { seconds, connections }) {
  const visitorConnections = Math.max(1, Math.round(connections * VISITOR_SHARE))
  const shares = splitConnections(connections, types.length, [visitorConnections])
  const everyPath = types.flatMap((t) => t.paths)
  const typeProcesses = types.map((t, i) => ({
    name: t.name,
    role: 'type',
    connections: shares[i],
    requests: typeRequests(t.paths),
  }))
  const visitors = ['cookie', 'plain'].map((visitor) => ({
    visitor,
    name: visitor === 'cookie' ? 'visitor with analytics cookies' : 'visitor without cookies',
    role: `${visitor} visitor`,
    connections: visitorConnections,
    requests: visitorRequests(everyPath, { cookie: visitor === 'cookie' }),
  }))
  await preflight(origin, [...typeProcesses, ...visitors])
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-bench-mixed-'))
  const fileOf = (p, i) => {
    const file = path.join(dir, `${i}.txt`)
    fs.writeFileSync(file, requestsFile(p.requests))
    return file
  }
  try {
    const files = Object.fromEntries(visitors.map((v, i) => [v.visitor, fileOf(v, `visitor-${i}`)]))
    const [typeResults, turns] = await Promise.all([
      Promise.all(
        typeProcesses.map((p, i) => runWrk(origin, { connections: p.connections, seconds, file: fileOf(p, i) })),
      ),
      takeTurns(origin, files, { connections: visitorConnections, seconds }),
    ])
    const slot = joinSequential([...turns.cookie, ...turns.plain])
    const described = (p) => ({
      name: p.name,
      role: p.role,
      connections: p.connections,
      urls: new Set(p.requests.map((r) => r.path)).size,
      preflight: p.preflight,
    })
    return {
      processes: [
        ...typeProcesses.map((p, i) => ({ ...described(p), ...summarize([typeResults[i]]) })),
        ...visitors.map((v) => ({ ...described(v), ...visitorFigures(turns[v.visitor]) })),
      ],
      // The visitors' slot counts once, at its requests over the time its turns took.
      overall: { connections, seconds, ...summarize([...typeResults, slot]) },
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
