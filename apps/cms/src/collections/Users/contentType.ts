import { defineCollection } from '../../contentTypes/define'
import { Users } from '.'

/** Staff accounts: never shown on the site; managed by user managers. */
export const usersType = defineCollection({ config: Users, access: { read: 'none', write: 'admin' } })
