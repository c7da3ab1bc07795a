import { defaultLoggerOptions, type Config } from 'payload'
import { serializeError, serializeJob } from './logSerializers'

/** Payload's own pretty output, with our error and job serializers (logSerializers.ts). */
export const loggerConfig: NonNullable<Config['logger']> = {
  options: { serializers: { err: serializeError, job: serializeJob } },
  destination: defaultLoggerOptions,
}
