import { env } from './env'

/**
 * PAYLOAD_SECRET signs sessions; every replica needs the same one, so it is never made up here.
 * `npm start` generates one into the data folder for a local checkout. `next build` evaluates the
 * config without serving anything, so the build phase gets a placeholder that never signs a token.
 */
export function requirePayloadSecret(): string {
  if (env.payloadSecret) return env.payloadSecret // at least 32 characters: the schema checks
  if (env.building) return 'build-phase-placeholder-never-used-to-sign'
  throw new Error('PAYLOAD_SECRET must be set to at least 32 random characters (see .env.example).')
}
