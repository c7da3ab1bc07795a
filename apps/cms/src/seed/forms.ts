import type { Seed } from '../contentTypes/define'
import { footerComponents } from './footer'

/**
 * Contact-form notifications go to the company's public address (the footer's) until an
 * administrator names another one in Form settings.
 */
export const seedFormSettings: Seed = async (payload, { log }) => {
  const settings = await payload.findGlobal({ slug: 'form-settings' })
  if (settings.contactRecipients?.length) return
  await payload.updateGlobal({
    slug: 'form-settings',
    data: { contactRecipients: [{ email: footerComponents['footer-email'].id }] },
  })
  log('form settings')
}
