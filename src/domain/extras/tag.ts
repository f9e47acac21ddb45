// A tag's object_types name models that take tags (NetBox's "tags" feature).
import type { SaveInput } from '../../engine/hooks.js'
import { objectTypeErrors } from './object-types.js'

export const beforeSave = (input: SaveInput) => objectTypeErrors(input, (m) => m.tags && !m.readOnly)
