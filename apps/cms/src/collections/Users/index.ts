import type { CollectionConfig } from 'payload'
import { fieldRequiresScope, requireScope } from '../../access/requireScope'
import { selfOrUserManager } from '../../access/selfOrUserManager'
import { roleLabels, scopeLabels } from '../../i18n/contentOptions'
import { labels } from '../../i18n/labels'
import { ADMIN_LANGUAGES } from '../../i18n/language'
import { localeLabels, optionsOf } from '../../i18n/options'
import { env } from '../../lib/env'
import { ROLES, SCOPES, hasScope } from '../../lib/scopes'
import { loginLimitEndpoints } from './endpoints/loginLimits'
import { enforceStrongPassword } from './hooks/enforceStrongPassword'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { id: 'Pengguna', en: 'User' }, plural: { id: 'Pengguna', en: 'Users' } },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'] },
  auth: {
    // Payload's own lockout is off (0). It counts failed passwords per account from every address and
    // at its limit refuses the owner as well: anyone could lock the administrator out by typing wrong
    // passwords from a few addresses, and since those addresses are unbounded, no limit per address
    // could keep that count below any maximum. The login guard (src/auth/loginGuard.ts) holds
    // guessing back per address instead and only slows an attacked account down.
    maxLoginAttempts: 0,
    tokenExpiration: 2 * 60 * 60,
    // One reset email per account in this time, whoever asks (Payload's own check, 15 s by default;
    // the tests shorten it to see the hourly limit of resetGuard.ts without waiting 15 s).
    forgotPassword: { minRequestInterval: env.resetEmailIntervalSeconds * 1000 },
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
  // The addresses and accounts held back at sign-in, for administrators to see and clear.
  endpoints: loginLimitEndpoints,
  fields: [
    { name: 'name', label: labels.name, type: 'text', required: true, maxLength: 120 },
    {
      name: 'roles',
      label: { id: 'Peran', en: 'Roles' },
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: optionsOf(ROLES, roleLabels),
      access: { create: fieldRequiresScope('users:manage'), update: fieldRequiresScope('users:manage') },
      saveToJWT: true,
    },
    {
      name: 'scopes',
      label: { id: 'Izin tambahan', en: 'Extra permissions' },
      type: 'select',
      hasMany: true,
      options: optionsOf(SCOPES, scopeLabels),
      admin: {
        description: {
          id: 'Izin tambahan di atas izin yang diberikan peran.',
          en: 'Extra permissions on top of those the roles grant.',
        },
      },
      access: { create: fieldRequiresScope('users:manage'), update: fieldRequiresScope('users:manage') },
      saveToJWT: true,
    },
    {
      // Payload reads the language from a cookie; signing in sets it from here (auth/interfaceLanguageCookie.ts).
      name: 'interfaceLanguage',
      label: { id: 'Bahasa antarmuka', en: 'Interface language' },
      type: 'select',
      // Not required, so code that creates accounts need not name it: an account without one is Indonesian.
      defaultValue: 'id',
      options: optionsOf(ADMIN_LANGUAGES, localeLabels),
      admin: {
        description: {
          id: 'Bahasa menu dan tombol admin di setiap peramban tempat Anda masuk; terpisah dari bahasa konten yang disunting.',
          en: 'The language of the admin’s menus and buttons on every browser you sign in on; apart from the language of the content you edit.',
        },
      },
    },
  ],
}
