import type { TextFieldSingleValidation } from 'payload'
import { loopWith } from '../../health/redirects'
import { redirectRules } from '../../health/redirectRules'
import { languageOf } from '../../i18n/language'
import { validateLinkTarget } from '../../lib/validateUrl'

const LOOP = {
  id: 'Pengalihan ini membuat putaran ({{chain}}): pengunjung tidak akan pernah sampai. Pilih tujuan lain.',
  en: 'This redirect makes a loop ({{chain}}): visitors would never arrive. Choose another target.',
}

/**
 * The new target: a link target (validateLinkTarget), and no loop with the other redirects — one
 * that leads back to where it starts, directly or through others, would send visitors round until
 * their browser gives up. Refused when saved, in the editor's language, with the loop spelled out.
 */
export const validateNoLoop: TextFieldSingleValidation = async (value, options) => {
  const target = validateLinkTarget(value, options)
  if (target !== true) return target
  const from = (options.siblingData as { old_url?: unknown }).old_url
  if (typeof from !== 'string' || typeof value !== 'string') return true
  const rules = await redirectRules(options.req.payload)
  const loop = loopWith(rules, { id: String(options.id ?? ''), from, to: value })
  return loop ? LOOP[languageOf(options.req)].replace('{{chain}}', loop.join(' → ')) : true
}
