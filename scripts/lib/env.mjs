// Settings for the scripts: `.env` at the repository root (if any), then defaults.
// The same names are documented in .env.example.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from './proc.mjs'

/** Reads KEY=VALUE lines from .env without overriding variables already set. */
function loadDotEnv(file = path.join(repoRoot, '.env')) {
  if (!fs.existsSync(file)) return
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (!match || line.trimStart().startsWith('#')) continue
    const [, key, raw] = match
    const value = raw.replace(/^(['"])(.*)\1$/, '$2')
    if (process.env[key] === undefined) process.env[key] = value
  }
}

/** A secret kept in the data folder, generated once, for local runs that set none. */
function localSecret(dataDir, name) {
  const file = path.join(dataDir, name)
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/**
 * The environment both services run with.
 * @param {Record<string, string>} [overrides]
 * @returns {Record<string, string>}
 */
export function serviceEnv(overrides = {}) {
  loadDotEnv()
  const cmsPort = Number(process.env.CMS_PORT ?? 3001)
  const webPort = Number(process.env.WEB_PORT ?? 3000)
  const dataDir = path.resolve(repoRoot, process.env.CMS_DATA_DIR ?? 'data')
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    CMS_PORT: String(cmsPort),
    WEB_PORT: String(webPort),
    CMS_DATA_DIR: dataDir,
    CMS_PUBLIC_URL: process.env.CMS_PUBLIC_URL ?? `http://127.0.0.1:${cmsPort}`,
    WEB_PUBLIC_URL: process.env.WEB_PUBLIC_URL ?? `http://127.0.0.1:${webPort},http://localhost:${webPort}`,
    CONTENT_API_URL: process.env.CONTENT_API_URL ?? `http://127.0.0.1:${cmsPort}/v1`,
    // The web site forwards its visitors' addresses to the CMS, and a local nginx sits on loopback too.
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? 'loopback',
    // A local run: emails go to the outbox folder and forms work without captcha keys (with a warning).
    APP_ENV: process.env.APP_ENV || 'development',
    ...overrides,
  }
  if (!env.PAYLOAD_SECRET) env.PAYLOAD_SECRET = localSecret(dataDir, '.payload-secret')
  // Shared by both services: signs the CMS's publish-to-live notifications to the web site.
  if (!env.REVALIDATE_SECRET) env.REVALIDATE_SECRET = localSecret(dataDir, '.revalidate-secret')
  return env
}
