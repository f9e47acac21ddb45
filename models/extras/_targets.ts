// Object types of NetBox's feature mixins among the models served here.
import { f, type ModelInput } from '../../codegen/dsl.js'
import { JOURNAL_TARGETS } from './journal-entry.js'

/**
 * Bookmarks, notifications and subscriptions (NetBox's BookmarksMixin and NotificationsMixin, part
 * of NetBoxFeatureSet like JournalingMixin): the same primary models that keep a journal.
 */
export const FEATURE_TARGETS = JOURNAL_TARGETS

/** NetBox's ImageAttachmentsMixin models. */
export const IMAGE_ATTACHMENT_TARGETS = [
  'dcim.site',
  'circuits.circuit',
  'dcim.device',
  'dcim.devicetype',
  'dcim.location',
  'dcim.moduletype',
  'dcim.powerpanel',
  'dcim.rack',
  'virtualization.virtualmachine',
]

/**
 * NetBox's Bookmark, Notification and Subscription: a user's relation to one object of the
 * feature models. Fresh field definitions (`filter: false` where NetBox's viewset has no
 * filterset); `objectRepr()` goes after the model's own fields, as NetBox's serializers order them.
 */
export function userObjectFields(opts: { filter: boolean }) {
  const off = opts.filter ? {} : { filter: false }
  return {
    object: f.generic(FEATURE_TARGETS, { required: true, onDelete: 'cascade', typeField: 'object_type', idField: 'object_id', ...off }),
    user: f.fk('users.user', { required: true, onDelete: 'cascade', ...off }),
  }
}

/** str(object), kept as the row is saved (NetBox's object_repr; the display string). */
export const objectRepr = () => f.string({ max: 200, readOnly: true, writeOnly: true, filter: false })

/** What the three share besides their fields: plain Django models in NetBox (no change records, no tags or custom fields, no web page). */
export const USER_OBJECT_OPTIONS = {
  webPath: false,
  unique: [['object', 'user']],
  display: ['{object_repr}', '{id}'],
  tags: false,
  customFields: false,
  created: 'datetime',
  lastUpdated: false,
  changeLogged: false,
} satisfies Partial<ModelInput>
