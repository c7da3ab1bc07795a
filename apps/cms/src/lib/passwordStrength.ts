/** Spec §5 strong password: ≥ 8 characters with a lowercase, an uppercase, a digit and a special character. */
const PASSWORD_MIN_LENGTH = 8

const RULES = [
  { need: `at least ${PASSWORD_MIN_LENGTH} characters`, ok: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { need: 'a lowercase letter', ok: (p: string) => /[a-z]/.test(p) },
  { need: 'an uppercase letter', ok: (p: string) => /[A-Z]/.test(p) },
  { need: 'a digit', ok: (p: string) => /\d/.test(p) },
  // "special" per spec: a non-word character or underscore
  { need: 'a special character', ok: (p: string) => /[\W_]/.test(p) },
] as const

/** What the password lacks, in words; empty when it is strong. */
export function missingPasswordRules(password: string): string[] {
  return RULES.filter((rule) => !rule.ok(password)).map((rule) => rule.need)
}

export function passwordProblem(password: string): string | null {
  const missing = missingPasswordRules(password)
  if (missing.length === 0) return null
  return `Password is too weak: it needs ${missing.join(', ')}.`
}
