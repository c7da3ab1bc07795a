import type { Profile } from '@jtt/content-api'
import { describe, expect, it } from 'vitest'
import { emitAuthError, onAuthError, type AuthError } from '../../src/lib/auth/events'
import { hasScope } from '../../src/lib/auth/permissions'

const editor: Profile = {
  id: '2',
  name: 'Editor',
  email: 'e@example.com',
  roles: ['editor'],
  scopes: ['content:preview', 'content:read'],
}

describe('scope-based permission check (spec §6)', () => {
  it('grants what the profile holds, all of it', () => {
    expect(hasScope(editor, 'content:preview')).toBe(true)
    expect(hasScope(editor, 'content:preview', 'content:read')).toBe(true)
    expect(hasScope(editor, 'content:preview', 'users:manage')).toBe(false)
  })
  it('denies guests', () => {
    expect(hasScope(null, 'content:preview')).toBe(false)
    expect(hasScope(undefined, 'content:read')).toBe(false)
  })
})

describe('auth errors reach listeners (spec §8)', () => {
  it('calls every listener, even when one fails, until it is removed', () => {
    const heard: AuthError[] = []
    const removeFailing = onAuthError(() => {
      throw new Error('listener bug')
    })
    const remove = onAuthError((error) => heard.push(error))
    emitAuthError({ kind: 'session-expired' })
    remove()
    emitAuthError({ kind: 'login-refused' })
    removeFailing()
    expect(heard).toEqual([{ kind: 'session-expired' }])
  })
})
