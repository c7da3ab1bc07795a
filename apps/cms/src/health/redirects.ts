import { sitePathOf } from './links'

/** One redirect as stored: visitors asking for `from` are sent to `to`. */
export type RedirectRule = { id: string; from: string; to: string }

/** Where a redirect chain goes from one rule: the paths it passes (after `from`), and whether it comes back. */
type RedirectWalk = { hops: string[]; loop: boolean }

/** As the site compares paths (apps/web/src/lib/redirects.ts): without a trailing slash. */
const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** The rules by the path they redirect from. */
const redirectTable = (rules: readonly RedirectRule[]): Map<string, RedirectRule> =>
  new Map(rules.map((rule) => [normalize(rule.from), rule]))

/**
 * Follows a rule's target through the other rules: every target reached, until one that is not
 * redirected (the chain's end) or one already passed (a loop: the site would send visitors around
 * it until their browser gives up).
 */
function walkRedirects(table: ReadonlyMap<string, RedirectRule>, start: RedirectRule): RedirectWalk {
  const seen = new Set([normalize(start.from)])
  const hops: string[] = []
  let target: string | null = start.to
  while (target !== null) {
    hops.push(target)
    const path = sitePathOf(target)
    if (path === null) break
    const at = normalize(path)
    if (seen.has(at)) return { hops, loop: true }
    seen.add(at)
    const next = table.get(at)
    target = next ? next.to : null
  }
  return { hops, loop: false }
}

/**
 * Would saving this rule (a new one, or an existing one changed: the same id) make a loop with the
 * rules there are? Answers the chain that closes the loop, or null.
 */
export function loopWith(rules: readonly RedirectRule[], candidate: RedirectRule): string[] | null {
  const table = redirectTable([...rules.filter((rule) => rule.id !== candidate.id), candidate])
  const walk = walkRedirects(table, candidate)
  return walk.loop ? [candidate.from, ...walk.hops] : null
}

/** A redirect that needs an editor: a loop, or a chain (its target is redirected again). */
export type RedirectProblem = { rule: RedirectRule; kind: 'redirect-loop' | 'redirect-chain'; chain: string[] }

export function redirectProblems(rules: readonly RedirectRule[]): RedirectProblem[] {
  const table = redirectTable(rules)
  return rules.flatMap((rule): RedirectProblem[] => {
    const walk = walkRedirects(table, rule)
    if (walk.loop) return [{ rule, kind: 'redirect-loop', chain: [rule.from, ...walk.hops] }]
    if (walk.hops.length > 1) return [{ rule, kind: 'redirect-chain', chain: [rule.from, ...walk.hops] }]
    return []
  })
}
