// Bookmarks, notifications and subscriptions show their object's string (NetBox's str(object),
// which a notification stores as `object_repr`): kept as the row is saved, the display string.
import type { SaveInput } from '../../engine/hooks.js'
import type { Queryable } from '../../db/types.js'
import { getModel } from '../../engine/models.js'
import { getObject } from '../../engine/read.js'

export async function setObjectRepr(input: SaveInput, db: Queryable): Promise<void> {
  const g = input.values.get('object') as { type: string | null; id: number | null } | undefined
  if (!g || g.type === null || g.id === null) return
  const obj = (await getObject(db, getModel(g.type), g.id, { brief: true, configContext: false }, '')) as { display?: string }
  input.values.set('object_repr', String(obj.display ?? '').slice(0, 200))
}

export const beforeSave = setObjectRepr
