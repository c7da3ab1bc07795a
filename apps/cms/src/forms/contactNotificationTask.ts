import type { TaskConfig } from 'payload'
import { SEND_CONTACT_NOTIFICATION_TASK } from '../alerts/taskNames'
import { EMAIL_RETRIES, errorText } from '../email/retries'
import { contactNotificationEmail } from '../email/templates/contactNotification'
import { sendEmail } from '../email/transport'

/**
 * Sends the notification about one stored contact message to the addresses in Form settings, and
 * marks the message `sent`. A failure (SMTP down, no recipient set) is recorded on the message and
 * the job is retried from the queue; a message already notified is not sent twice.
 */
export const sendContactNotificationTask: TaskConfig<{ input: { messageId: string }; output: object }> = {
  slug: SEND_CONTACT_NOTIFICATION_TASK,
  inputSchema: [{ name: 'messageId', type: 'text', required: true }],
  retries: EMAIL_RETRIES,
  handler: async ({ input, req }) => {
    const { payload } = req
    const message = await payload.findByID({ collection: 'contact-messages', id: input.messageId, disableErrors: true })
    if (!message || message.notification?.status === 'sent') return { output: {} }
    try {
      const settings = await payload.findGlobal({ slug: 'form-settings' })
      const recipients = (settings.contactRecipients ?? []).map((row) => row.email).filter(Boolean)
      if (recipients.length === 0) throw new Error('Form settings name no address for contact notifications')
      await sendEmail(contactNotificationEmail(message, recipients))
    } catch (error) {
      await payload.update({
        collection: 'contact-messages',
        id: message.id,
        data: { notification: { status: 'retrying', lastError: errorText(error).slice(0, 500) } },
      })
      throw error
    }
    await payload.update({
      collection: 'contact-messages',
      id: message.id,
      data: { notification: { status: 'sent', sentAt: new Date().toISOString(), lastError: null } },
    })
    return { output: {} }
  },
}
