import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload instance behind the API (cached by Payload across requests). */
export const payloadClient = () => getPayload({ config })
