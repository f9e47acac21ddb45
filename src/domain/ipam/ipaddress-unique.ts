import type { Queryable } from '../../db/types.js'
import type { SaveInput } from '../../engine/hooks.js'
import { duplicateAddress } from './unique-space.js'

/** No duplicate address in a VRF that enforces unique space, nor in the global table (ENFORCE_GLOBAL_UNIQUE). */
export const beforeSave = (input: SaveInput, db: Queryable) => duplicateAddress(input, db)
