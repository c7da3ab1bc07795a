// Starts a throw-away Redis server on a loopback port for tests (shared rate limits, the shared
// page cache). Uses Debian's `redis-server`; nothing is persisted and the directory is removed on stop.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** Path of Debian's redis-server, or null when the package is not installed. */
export function findRedisServer() {
  const candidates = ['/usr/bin/redis-server', '/usr/local/bin/redis-server']
  return candidates.find((p) => fs.existsSync(p)) ?? null
}

/** Resolves once something accepts connections on the port, or rejects after `timeoutMs`. */
async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => resolve(socket.end() && true))
      socket.on('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > deadline) throw new Error(`Redis did not listen on port ${port} within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Starts a server and returns { url, stop }. Port defaults to REDIS_TEST_PORT or 63790. */
export async function startRedis({ port = Number(process.env.REDIS_TEST_PORT ?? 63790) } = {}) {
  const bin = findRedisServer()
  if (!bin) throw new Error('redis-server not found: install Debian package "redis-server".')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-redis-'))
  // No persistence, loopback only: a test server holds nothing worth keeping.
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no']
  const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    await Promise.race([
      waitForPort(port, 10_000),
      exited.then((code) => {
        throw new Error(`redis-server exited (${code}) on start: ${stderr.trim()}`)
      }),
    ])
  } catch (error) {
    child.kill('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop }
}
