// Every npm script starts here: `node scripts/run.mjs <script.mjs | command> [args…]` runs a project
// script, or a dependency's command (vitest, eslint…), on Node.js 24 LTS (lib/node-runtime.mjs).
// On Node 24 already, a script runs in this process; otherwise in a child on the project's Node 24,
// with that binary first on PATH so that whatever it starts (`npm`, `npx`, `#!/usr/bin/env node`) runs
// on it too. This file itself runs on any Node from 18 up, since it is what the machine's `node` starts.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureNode } from './lib/node-runtime.mjs'
import { repoRoot } from './lib/proc.mjs'

const [target, ...args] = process.argv.slice(2)
if (!target) {
  console.error('Usage: node scripts/run.mjs <script.mjs | command> [args…]')
  process.exit(2)
}

const node = ensureNode()
const isScript = /\.[cm]?js$/.test(target)
const script = isScript ? path.resolve(repoRoot, target) : null

if (node === process.execPath && script) {
  process.argv = [process.argv[0], script, ...args]
  await import(pathToFileURL(script).href)
} else {
  const bin = path.dirname(node)
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` }
  // A dependency's command from the workspace's node_modules/.bin, also when not started by npm.
  const local = path.join(repoRoot, 'node_modules', '.bin', target)
  const command = fs.existsSync(local) ? local : target
  const [cmd, cmdArgs] = script ? [node, [script, ...args]] : [command, args]
  const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env, cwd: process.cwd() })
  // Ctrl+C reaches the child through the terminal's process group; a SIGTERM sent to this process
  // alone (a supervisor, CI's stop) is passed on.
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  process.on('SIGINT', () => {})
  child.on('error', (error) => {
    console.error(`! ${target}: ${error.message}`)
    process.exit(127)
  })
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)))
}
