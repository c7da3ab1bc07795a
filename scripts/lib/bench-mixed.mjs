// The mixed load of `npm run bench`: what visitors do, at once. One `wrk -t1` process per page type
// (scripts/lib/bench-pages.mjs: both languages, query strings), each cycling through its type's
// requests with the header variants of scripts/lib/bench-mixed-requests.mjs, plus one process for two
// visitors who request every page — one always with analytics cookies, one never — to compare them
// under the same load (scripts/lib/bench-visitors.lua: their requests alternate on the same connections
// and each is timed, so that what the machine does to one it does to the other). The connections of
// all processes add up to the total. wrk is C: on 2 cores a load loop in Node would take a core from
// the servers it measures. The processes report their whole latency histograms
// (scripts/lib/bench-mixed.lua), merged here for the percentiles of a type and overall.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseVisitors, parseWrkResult, summarize } from './bench-histogram.mjs'
import { requestsFile, splitConnections, typeRequests, visitorPairs, visitorsFile } from './bench-mixed-requests.mjs'

const LUA = fileURLToPath(new URL('./bench-mixed.lua', import.meta.url))
const VISITORS_LUA = fileURLToPath(new URL('./bench-visitors.lua', import.meta.url))
/** The visitors' share of the connections (8 of 50, shared by both): enough requests for a stable p99. */
const VISITOR_SHARE = 0.16

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

/**
 * Runs one wrk process to its end; answers its output. The visitors' script takes a thread per
 * connection (and is told how many), the page types' one thread.
 */
function runWrk(origin, { connections, seconds, file, visitors = false }) {
  const threads = visitors ? connections : 1
  const script = visitors ? [VISITORS_LUA, origin, '--', file, String(threads)] : [LUA, origin, '--', file]
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '-s', ...script]
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
      resolve(out)
    })
  })
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
  const visitorProcess = {
    name: 'visitors',
    role: 'visitors',
    connections: visitorConnections,
    requests: visitorPairs(everyPath),
  }
  await preflight(origin, [...typeProcesses, visitorProcess])
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-bench-mixed-'))
  const fileOf = (name, text) => {
    const file = path.join(dir, `${name}.txt`)
    fs.writeFileSync(file, text)
    return file
  }
  try {
    const [typeOutputs, visitorOutput] = await Promise.all([
      Promise.all(
        typeProcesses.map((p, i) =>
          runWrk(origin, { connections: p.connections, seconds, file: fileOf(String(i), requestsFile(p.requests)) }),
        ),
      ),
      runWrk(origin, {
        connections: visitorConnections,
        seconds,
        file: fileOf('visitors', visitorsFile(visitorProcess.requests)),
        visitors: true,
      }),
    ])
    const typeResults = typeOutputs.map(parseWrkResult)
    const byVisitor = parseVisitors(visitorOutput)
    const described = (p) => ({
      name: p.name,
      role: p.role,
      connections: p.connections,
      urls: new Set(p.requests.map((r) => r.path)).size,
      preflight: p.preflight,
    })
    const visitor = (which, name) => ({
      ...described(visitorProcess),
      name,
      role: `${which} visitor`,
      preflight: visitorProcess.preflight.filter((line) => (which === 'cookie') === line.includes('Cookie')),
      ...summarize([byVisitor[which]]),
    })
    return {
      processes: [
        ...typeProcesses.map((p, i) => ({ ...described(p), ...summarize([typeResults[i]]) })),
        visitor('cookie', 'visitor with analytics cookies'),
        visitor('plain', 'visitor without cookies'),
      ],
      // The visitors' process counts once, with wrk's own histogram as for the page types.
      overall: { connections, seconds, ...summarize([...typeResults, parseWrkResult(visitorOutput)]) },
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
