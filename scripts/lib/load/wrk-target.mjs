// One load target of `npm run check:load`: wrk (Debian's, in C: a Node load loop would take a core
// from the servers it measures) with a Lua script that rotates over the target's paths and counts
// every status, so errors are reported by code rather than as wrk's single "non-2xx" figure.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const exec = promisify(execFile)
const MARK = 'JTT-LOAD-RESULT '

const lua = (paths) => `
local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local headers = { ["Accept-Encoding"] = "gzip, deflate, br", ["Accept"] = "text/html,application/json;q=0.9,*/*;q=0.8" }
local threads = {}
local n = 0
counts = {}
function setup(thread)
  thread:set("offset", #threads)
  table.insert(threads, thread)
end
function init(args)
  n = offset
end
function request()
  n = n + 1
  return wrk.format("GET", paths[(n % #paths) + 1], headers)
end
function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
end
function done(summary, latency, requests)
  local parts = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("counts")) do
      parts[#parts + 1] = string.format('"%d": %d', status, count)
    end
  end
  local e = summary.errors
  io.write(string.format('${MARK}{"requests": %d, "p50": %.3f, "p99": %.3f, "socketErrors": %d, "statuses": [{%s}]}\\n',
    summary.requests, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.timeout, table.concat(parts, "}, {")))
end
`

/**
 * Runs wrk against `base` with `paths` in turn for `seconds` on `connections` connections.
 * @returns {Promise<{ requests: number, p50: number, p99: number, socketErrors: number, statuses: Record<string, number>, errors: number }>}
 */
export async function wrkTarget({ name, base, paths, seconds, connections, dir }) {
  const script = path.join(dir, `${name.replace(/\W+/g, '-')}.lua`)
  fs.writeFileSync(script, lua(paths))
  const { stdout } = await exec(
    'wrk',
    ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s', '-s', script, base],
    { maxBuffer: 10 * 1024 * 1024 },
  )
  const line = stdout.split('\n').find((l) => l.startsWith(MARK))
  if (!line) throw new Error(`wrk gave no result for ${name}:\n${stdout}`)
  const raw = JSON.parse(line.slice(MARK.length))
  const statuses = {}
  for (const part of raw.statuses)
    for (const [status, count] of Object.entries(part)) statuses[status] = (statuses[status] ?? 0) + count
  const bad = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 400)
    .reduce((sum, [, count]) => sum + count, 0)
  return { ...raw, statuses, errors: bad + raw.socketErrors }
}
