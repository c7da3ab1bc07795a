import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { artifactAppDir, artifactRoot } from '../lib/artifact.mjs'
import { repoRoot } from '../lib/proc.mjs'

/**
 * The images, checked without Docker (this machine cannot pull base images): each Dockerfile is read
 * instruction by instruction and held to the artifacts a build of this checkout made (npm test builds
 * before it runs this), so what the images copy and run is what the other suites tested.
 */
type Stage = { from: string; name?: string; instructions: { op: string; args: string }[] }

function stagesOf(file: string): Stage[] {
  // Continuation lines joined, comments dropped.
  const text = fs.readFileSync(path.join(repoRoot, file), 'utf8').replace(/\\\n/g, ' ')
  const stages: Stage[] = []
  for (const line of text.split('\n')) {
    const match = /^([A-Z]+)\s+(.*)$/.exec(line.trim())
    if (!match) continue
    const [, op, args] = match as unknown as [string, string, string]
    if (op === 'FROM') {
      const [from, , name] = args.split(/\s+/)
      stages.push({ from: from!, name, instructions: [] })
    } else stages.at(-1)!.instructions.push({ op, args })
  }
  return stages
}

const args = (stage: Stage, op: string) => stage.instructions.filter((i) => i.op === op).map((i) => i.args)
const exec = (instruction: string) => JSON.parse(instruction) as string[]
/** Where a path of the runtime image (the artifact copied to /app) is in this checkout. */
const inArtifact = (app: string, imagePath: string) => path.join(artifactRoot(app), path.relative('/app', imagePath))

describe.each(['web', 'cms'])('the %s image', (app) => {
  const stages = stagesOf(`apps/${app}/Dockerfile`)
  const runtime = stages.at(-1)!
  const workdir = args(runtime, 'WORKDIR').at(-1)!

  it('copies the production artifact and nothing else into its runtime stage', () => {
    expect(fs.existsSync(artifactAppDir(app)), 'build first: npm run build').toBe(true)
    expect(args(runtime, 'COPY')).toEqual([`--from=build --chown=node:node /repo/apps/${app}/.next/standalone /app`])
    expect(args(runtime, 'ADD')).toEqual([])
    // The build stage's own inputs exist in the repository.
    for (const copy of args(stages[0]!, 'COPY').filter((a) => !a.startsWith('. ')))
      for (const source of copy.split(/\s+/).slice(0, -1))
        expect(fs.existsSync(path.join(repoRoot, source)), source).toBe(true)
  })

  it('runs as an unprivileged user, from the artifact', () => {
    expect(args(runtime, 'USER')).toEqual(['node'])
    expect(workdir).toBe(`/app/apps/${app}`)
    const cmd = exec(args(runtime, 'CMD')[0]!)
    // The CMS applies its migrations first, then serves: never the seed.
    const commands =
      cmd[0] === 'sh'
        ? cmd[2]!.split('&&').map((c) =>
            c
              .trim()
              .replace(/^exec /, '')
              .split(/\s+/),
          )
        : [cmd]
    const entries = commands.map((c) => c.find((word) => word.endsWith('.mjs'))!)
    expect(entries).toEqual(app === 'cms' ? ['dist/migrate.mjs', 'dist/server.mjs'] : ['dist/server.mjs'])
    for (const entry of entries) expect(fs.existsSync(inArtifact(app, path.join(workdir, entry))), entry).toBe(true)
    expect(cmd.join(' ')).not.toMatch(/seed/)
  })

  it('asks its readiness endpoint for its health check', () => {
    expect(args(runtime, 'HEALTHCHECK')[0]).toMatch(/CMD node -e .*\/readyz/)
  })

  it('holds no development tree: no sources, tests, seed or development tools in the artifact', () => {
    const root = artifactRoot(app)
    for (const absent of [`apps/${app}/src`, `apps/${app}/test`, 'apps/cms/dist/seed.mjs', 'scripts'])
      expect(fs.existsSync(path.join(root, absent)), absent).toBe(false)
    // (esbuild does come with the CMS: drizzle-kit brings it, and Payload's database adapters load that.)
    for (const tool of ['vitest', 'eslint', '@playwright/test', 'lighthouse', 'knip', 'typescript', 's3rver'])
      expect(fs.existsSync(path.join(root, 'node_modules', tool)), tool).toBe(false)
  })
})

describe('the edge image', () => {
  const [site, edge] = stagesOf('deploy/nginx/Dockerfile')
  it('takes the static files from where the web image has them, and its own files from the repository', () => {
    expect(site!.from).toBe('web')
    for (const copy of args(edge!, 'COPY')) {
      const [source] = copy.replace(/^--from=site /, '').split(/\s+/)
      const where = copy.startsWith('--from=site /app/') ? inArtifact('web', source!) : path.join(repoRoot, source!)
      if (source !== '/usr/local/bin/node') expect(fs.existsSync(where), source).toBe(true)
    }
  })
})

describe('compose.yaml', () => {
  const compose = parse(fs.readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8')) as {
    services: Record<string, { build?: { dockerfile: string }; command?: unknown; depends_on?: unknown }>
  }
  it('builds every image from a Dockerfile of this repository and never overrides their commands', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.build) continue
      expect(fs.existsSync(path.join(repoRoot, service.build.dockerfile)), name).toBe(true)
      if (name !== 'redis') expect(service.command, name).toBeUndefined()
    }
  })
  it('starts the web instances and the edge only once the services they need are ready', () => {
    const healthy = { condition: 'service_healthy' }
    expect(compose.services['web-1']!.depends_on).toMatchObject({ cms: healthy })
    expect(compose.services.nginx!.depends_on).toEqual({ 'web-1': healthy, 'web-2': healthy, cms: healthy })
  })
})
