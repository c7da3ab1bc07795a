import { defaultLoggerOptions, type Config } from 'payload'
import { serializeError } from './logSerializers'

/** Payload's own pretty output, with our error serializer (logSerializers.ts). */
export const loggerConfig: NonNullable<Config['logger']> = {
  options: { serializers: { err: serializeError } },
  destination: defaultLoggerOptions,
}
