// Small process helpers shared by the start, build and test scripts.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Runs a command to completion, inheriting output; rejects on a non-zero exit. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: repoRoot, ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${signal ?? code}`)),
    )
  })
}

/**
 * Starts a long-running service in its own process group, prefixing its output with a label.
 * `quiet` hides the output; `logFile` also appends it to a file (tests read the services' logs).
 */
export function startService(label, cmd, args, options = {}) {
  const { quiet, logFile, ...spawnOptions } = options
  const child = spawn(cmd, args, { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions })
  const log = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : null
  const prefix = (stream, out) => {
    let rest = ''
    stream.on('data', (chunk) => {
      log?.write(chunk)
      if (!out) return
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) out.write(`[${label}] ${line}\n`)
    })
  }
  prefix(child.stdout, quiet === true ? null : process.stdout)
  prefix(child.stderr, quiet === true ? null : process.stderr)
  child.once('exit', () => log?.end())
  return child
}

/** Ends a service started by `startService` (its whole process group), waiting for it to exit. */
export async function stopService(child, timeoutMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {}
  }, timeoutMs)
  await exited
  clearTimeout(timer)
}

/**
 * Polls a URL until it answers with one of the expected statuses.
 * @param {string} url
 * @param {{ timeoutMs?: number, ok?: (status: number) => boolean, child?: import('node:child_process').ChildProcess }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 120_000, ok = (s) => s < 500, child } = {}) {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`service exited (${child.exitCode}) before ${url} answered`)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' })
      if (ok(res.status)) return
      last = `HTTP ${res.status}`
    } catch (error) {
      last = error.message
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms (${last})`)
}

export const npxBin = (name) => path.join(repoRoot, 'node_modules', '.bin', name)
