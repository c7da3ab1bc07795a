import { describe, expect, it } from 'vitest'
import { missingPasswordRules, passwordProblem } from '../../src/lib/passwordStrength'

describe('strong password rule (spec §5)', () => {
  it.each([
    ['Jalan#Tol2026', []],
    ['Aa1!aaaa', []],
    ['Aa1_aaaa', []], // underscore counts as special
    ['Aa1!aaa', ['at least 8 characters']],
    ['AAAA1!AA', ['a lowercase letter']],
    ['aaaa1!aa', ['an uppercase letter']],
    ['Aaaaa!aa', ['a digit']],
    ['Aaaaa1aa', ['a special character']],
    ['', ['at least 8 characters', 'a lowercase letter', 'an uppercase letter', 'a digit', 'a special character']],
  ])('%s lacks %j', (password, missing) => {
    expect(missingPasswordRules(password)).toEqual(missing)
  })

  it('names what is missing in one message', () => {
    expect(passwordProblem('abc')).toBe(
      'Password is too weak: it needs at least 8 characters, an uppercase letter, a digit, a special character.',
    )
    expect(passwordProblem('Jalan#Tol2026')).toBeNull()
  })
})
