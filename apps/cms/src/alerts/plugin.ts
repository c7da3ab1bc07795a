import type { Plugin } from 'payload'
import { sendContactNotificationTask } from '../forms/contactNotificationTask'
import { alertOnPublish } from './alertOnPublish'
import { forgetDeletedItem } from './forgetDeletedItem'
import { queueAlertsTask } from './queueAlertsTask'
import { sendAlertTask } from './sendAlertTask'
import { activeAlertSources } from './sources'
import { sendConfirmationTask, sendUnsubscribeLinkTask } from './subscriberTasks'

/**
 * Forms and email alerts: the email tasks of the job queue, and the publish and delete hooks on every
 * collection of the alert registry (`sources.ts`) — a collection joins by its line there.
 */
export const formsAndAlerts = (): Plugin => (config) => {
  const sources = activeAlertSources()
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) => {
      const fed = sources.filter((s) => s.collection === collection.slug)
      if (fed.length === 0) return collection
      const hooks = collection.hooks ?? {}
      return {
        ...collection,
        hooks: {
          ...hooks,
          afterChange: [
            ...(hooks.afterChange ?? []),
            ...fed.map((source) => alertOnPublish(source.topic, source.when)),
          ],
          afterDelete: [...(hooks.afterDelete ?? []), forgetDeletedItem],
        },
      }
    }),
    jobs: {
      ...config.jobs,
      tasks: [
        ...(config.jobs?.tasks ?? []),
        sendContactNotificationTask,
        sendConfirmationTask,
        sendUnsubscribeLinkTask,
        queueAlertsTask,
        sendAlertTask,
      ],
    },
  }
}
