import { defineGlobal } from '../../contentTypes/define'
import { FormSettings } from '.'

/** Where form submissions are sent: staff only, never shown on the site. */
export const formSettingsType = defineGlobal({
  config: FormSettings,
  access: { read: 'none', write: 'admin' },
  seed: () => import('../../seed/forms').then((m) => m.seedFormSettings),
})
