import { describe, expect, it } from 'vitest'
import { hasScope, rolesOf, scopesOf } from '../../src/lib/scopes'

describe('scope-based permission check (spec §6)', () => {
  it('grants an admin every scope', () => {
    expect(hasScope({ roles: ['admin'] }, 'users:manage', 'content:write')).toBe(true)
  })
  it('keeps user management from editors', () => {
    expect(hasScope({ roles: ['editor'] }, 'content:write')).toBe(true)
    expect(hasScope({ roles: ['editor'] }, 'users:manage')).toBe(false)
  })
  it('adds extra scopes and ignores unknown ones', () => {
    const user = { roles: ['nobody'], scopes: ['content:preview', 'root:everything'] }
    expect(scopesOf(user)).toEqual(['content:preview'])
    expect(rolesOf(user)).toEqual([])
  })
  it('denies guests', () => {
    expect(hasScope(null, 'content:read')).toBe(false)
    expect(hasScope(undefined, 'content:preview')).toBe(false)
  })
})
