import type { CollectionConfig } from 'payload'
import { fieldRequiresScope, requireScope } from '../../access/requireScope'
import { selfOrUserManager } from '../../access/selfOrUserManager'
import { env } from '../../lib/env'
import { ROLES, SCOPES, hasScope } from '../../lib/scopes'
import { enforceStrongPassword } from './hooks/enforceStrongPassword'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'] },
  auth: {
    // A backstop only: the login guard locks an account (429) after 5 failures in 15 minutes first.
    maxLoginAttempts: 10,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 2 * 60 * 60,
    useSessions: true,
    cookies: {
      secure: env.publicUrl.startsWith('https://'),
      sameSite: 'Lax',
    },
  },
  access: {
    admin: ({ req: { user } }) => hasScope(user, 'content:read'),
    create: requireScope('users:manage'),
    read: selfOrUserManager,
    update: selfOrUserManager,
    delete: requireScope('users:manage'),
  },
  hooks: { beforeOperation: [enforceStrongPassword] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: ROLES.map((role) => ({ label: role, value: role })),
      access: { create: fieldRequiresScope('users:manage'), update: fieldRequiresScope('users:manage') },
      saveToJWT: true,
    },
    {
      name: 'scopes',
      type: 'select',
      hasMany: true,
      options: SCOPES.map((scope) => ({ label: scope, value: scope })),
      admin: { description: 'Extra permissions on top of those the roles grant.' },
      access: { create: fieldRequiresScope('users:manage'), update: fieldRequiresScope('users:manage') },
      saveToJWT: true,
    },
  ],
}
