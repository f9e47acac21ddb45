import type { Queryable } from '../../db/types.js'
import type { SaveInput } from '../../engine/hooks.js'
import { primaryReassignErrors } from './primary-ip.js'

/** A primary IP stays on its device or VM: moving or unassigning it is refused. */
export const beforeSave = (input: SaveInput, db: Queryable) => primaryReassignErrors(input, db)
