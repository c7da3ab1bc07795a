import type { Access } from 'payload'

/** Public content: readable without a login. */
export const anyone: Access = () => true
