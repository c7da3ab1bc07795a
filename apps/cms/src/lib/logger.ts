import { defaultLoggerOptions, type Config } from 'payload'
import { stdSerializers } from 'pino'
import { NOTIFY_TASK } from '../publishing/notifier'

/**
 * A publish-to-live notification the site did not take is retried by the job queue: expected while
 * the site restarts, so Payload's "Error running task" line for it carries no stack (it would only
 * point at the job runner). Every other error is logged as pino logs it.
 */
const isRetriedNotification = (err: unknown) =>
  err instanceof Error && (err as Error & { args?: { taskSlug?: unknown } }).args?.taskSlug === NOTIFY_TASK

function serializeError(err: unknown) {
  if (!(err instanceof Error)) return err
  const serialized = stdSerializers.err(err)
  if (isRetriedNotification(err)) delete (serialized as { stack?: string }).stack
  return serialized
}

/** Payload's own pretty output, with the error serializer above. */
export const loggerConfig: NonNullable<Config['logger']> = {
  options: { serializers: { err: serializeError } },
  destination: defaultLoggerOptions,
}
