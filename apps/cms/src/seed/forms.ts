import type { Payload } from 'payload'
import { footerComponents } from './footer'

/**
 * Contact-form notifications go to the company's public address (the footer's) until an
 * administrator names another one in Form settings. True when something was written.
 */
export async function seedFormSettings(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'form-settings' })
  if (settings.contactRecipients?.length) return false
  await payload.updateGlobal({
    slug: 'form-settings',
    data: { contactRecipients: [{ email: footerComponents['footer-email'].id }] },
  })
  return true
}
