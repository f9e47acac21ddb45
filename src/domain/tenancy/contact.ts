import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'

// Django's EmailField and URLField checks, simplified to what a contact needs.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const URL_SCHEMES = /^(https?|ftps?):\/\/[^\s/$.?#].[^\s]*$/i

export function beforeSave(input: SaveInput): FieldErrors | undefined {
  const errors: FieldErrors = {}
  const email = input.values.get('email')
  if (typeof email === 'string' && email !== '' && !EMAIL.test(email)) errors.email = ['Enter a valid email address.']
  const link = input.values.get('link')
  if (typeof link === 'string' && link !== '' && !URL_SCHEMES.test(link)) errors.link = ['Enter a valid URL.']
  return Object.keys(errors).length ? errors : undefined
}
