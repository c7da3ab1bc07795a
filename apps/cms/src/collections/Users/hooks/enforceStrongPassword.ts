import { ValidationError, type CollectionBeforeOperationHook } from 'payload'
import { languageOf } from '../../../i18n/language'
import { passwordProblem } from '../../../lib/passwordStrength'

/**
 * Runs before create, update and resetPassword alike, so no path can set a weak or common password
 * (the password is not a regular field, so a field validator would not see every path).
 */
export const enforceStrongPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data: unknown = args.data
  const password =
    data && typeof data === 'object' && 'password' in data ? (data as { password: unknown }).password : undefined
  if (password === undefined || password === null) return args
  // In the user's interface language (Payload's req.i18n).
  const problem = passwordProblem(typeof password === 'string' ? password : '', languageOf(req))
  if (problem) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ message: problem, path: 'password' }],
      req,
    })
  }
  return args
}
