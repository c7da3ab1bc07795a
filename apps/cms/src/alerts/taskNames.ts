/** Job-queue task slugs of the forms and alerts (see `payload.config.ts` jobs and the plugin). */
export const QUEUE_ALERTS_TASK = 'queueAlerts'
export const SEND_ALERT_TASK = 'sendAlert'
export const SEND_CONFIRMATION_TASK = 'sendSubscriptionConfirmation'
export const SEND_UNSUBSCRIBE_LINK_TASK = 'sendUnsubscribeLink'
export const SEND_CONTACT_NOTIFICATION_TASK = 'sendContactNotification'
