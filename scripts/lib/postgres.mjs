// Starts a throw-away PostgreSQL server on a loopback port for tests and migration generation.
// Uses Debian's `postgresql` binaries; as root it runs them as the `postgres` system user,
// because PostgreSQL refuses to run as root.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

function findPostgresBin() {
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return null
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
  versions.sort((a, b) => Number(b) - Number(a))
  return versions.length ? path.join(root, versions[0], 'bin') : null
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

function asPostgresUser(bin, args, options = {}) {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args], options] : [bin, args, options]
}

/**
 * Starts a cluster and returns { url, stop }. Port defaults to PG_TEST_PORT or 54329. Throw-away (a
 * temporary folder, durability off) unless `keepIn` names a folder: then its data stays there across
 * stops (`npm run start:prod`), with PostgreSQL's usual durability unless `durable` is false (a test's
 * cluster made ahead of its run: e2e-production.mjs).
 */
export async function startPostgres({
  port = Number(process.env.PG_TEST_PORT ?? 54329),
  database = 'jtt_test',
  keepIn = null,
  durable = keepIn !== null,
} = {}) {
  const bin = findPostgresBin()
  if (!bin) throw new Error('PostgreSQL binaries not found: install Debian package "postgresql".')
  const dir = keepIn ?? fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-pg-'))
  fs.mkdirSync(dir, { recursive: true })
  fs.chmodSync(dir, 0o777)
  const dataDir = path.join(dir, 'data')
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir])

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    execFileSync(
      ...asPostgresUser(
        path.join(bin, 'initdb'),
        ['-D', dataDir, '-U', 'jtt', '--auth=trust', '-E', 'UTF8', '--no-sync'],
        { stdio: 'ignore' },
      ),
    )
  const pgCtl = (args) =>
    execFileSync(...asPostgresUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, ...args], { stdio: 'pipe' }))
  // -c options keep a test cluster fast: durability does not matter for throw-away data
  const fastOptions = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off'
  const serverOptions = `-p ${port} -h 127.0.0.1 -k ${dir}${fastOptions}`
  pgCtl(['-o', serverOptions, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start'])

  const psql = (sql, db = 'postgres') =>
    execFileSync(
      ...asPostgresUser(
        path.join(bin, 'psql'),
        ['-h', '127.0.0.1', '-p', String(port), '-U', 'jtt', '-d', db, '-qtAc', sql],
        { stdio: 'pipe' },
      ),
    )

  const exists = String(psql(`select 1 from pg_database where datname = '${database}'`)).trim() === '1'
  if (!exists) psql(`create database ${database}`)
  const url = `postgres://jtt@127.0.0.1:${port}/${database}`
  const stop = async () => {
    try {
      pgCtl(['-m', keepIn ? 'fast' : 'immediate', '-w', 'stop'])
    } catch {
      /* already stopped */
    }
    if (!keepIn) fs.rmSync(dir, { recursive: true, force: true })
  }
  return {
    url,
    stop,
    resetDatabase: () => {
      psql(`drop database if exists ${database} with (force)`)
      psql(`create database ${database}`)
    },
  }
}

/**
 * Creates another database on the server of `url` (a test's scratch database) and answers its URL.
 * A client command, run as the invoking user: the server trusts loopback connections. With `template`,
 * a copy of that database (PostgreSQL copies its files: a second, not a migration and seed again); the
 * command then connects to the server's `postgres` database, as a template may have no connection open,
 * the command's own included.
 * @param {string} url
 * @param {string} name
 * @param {{ template?: string }} [options]
 */
export function createDatabaseBeside(url, name, { template } = {}) {
  const bin = findPostgresBin()
  if (!bin) throw new Error('PostgreSQL binaries not found: install Debian package "postgresql".')
  for (const n of [name, template ?? 'x']) if (!/^\w+$/.test(n)) throw new Error(`Not a plain database name: ${n}`)
  const named = (database) => url.replace(/\/[^/?]+(\?.*)?$/, `/${database}$1`)
  const sql = template ? `create database ${name} template ${template}` : `create database ${name}`
  execFileSync(path.join(bin, 'psql'), [template ? named('postgres') : url, '-qc', sql], { stdio: 'pipe' })
  return named(name)
}
