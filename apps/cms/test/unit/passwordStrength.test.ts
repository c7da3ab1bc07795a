import { describe, expect, it } from 'vitest'
import { missingPasswordRules, passwordProblem } from '../../src/lib/passwordStrength'
import list from '../../src/lib/common-passwords.json'
import { isCommonPassword } from '../../src/lib/commonPasswords'

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

describe('common passwords (the bundled top 10,000)', () => {
  it.each(['123456', 'password', 'qwerty', 'Dragon', 'iloveyou', 'PASSWORD'])('%s is common', (password) => {
    expect(isCommonPassword(password)).toBe(true)
  })

  it.each(['Password1!', 'Qwerty123!', '!Monkey24', 'Iloveyou#1'])(
    '%s is a common password dressed to pass the composition rule, and refused',
    (password) => {
      expect(missingPasswordRules(password)).toEqual([])
      expect(passwordProblem(password)).toMatch(/most commonly used/)
    },
  )

  it.each(['Jalan#Tol2026', 'Operator#Km57a', 'Password#Tol-Cikampek7', 'Password20261!'])(
    '%s is not common',
    (password) => {
      expect(isCommonPassword(password)).toBe(false)
      expect(passwordProblem(password)).toBeNull()
    },
  )

  it('holds the 10,000 passwords of the list', () => {
    expect(list).toHaveLength(10_000)
    expect(new Set(list).size).toBe(10_000)
  })
})

describe('messages in Indonesian', () => {
  it('names what is missing', () => {
    expect(passwordProblem('abc', 'id')).toBe(
      'Kata sandi terlalu lemah: harus memuat minimal 8 karakter, huruf besar, angka, karakter khusus.',
    )
  })

  it('refuses a common password', () => {
    expect(passwordProblem('Password1!', 'id')).toMatch(/paling sering dipakai/)
  })
})
