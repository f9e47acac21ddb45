// NetBox's ComponentTemplateModel / ModularComponentTemplateModel head, shared by the ten
// component template models. Rules: src/domain/dcim/_templates.ts.
import { f } from '../../codegen/dsl.js'

/** device_type or module_type (exactly one), name, label. */
export function modularTemplate() {
  return {
    // The example: generated bodies fill the device type (a template needs one parent).
    device_type: f.fk('dcim.devicetype', { lookupBy: false, onDelete: 'cascade', example: true }),
    module_type: f.fk('dcim.moduletype', { lookupBy: false, onDelete: 'cascade', example: null }),
    name: f.string({ max: 64, required: true, help: '{module} is accepted as a substitution for the module bay position when attached to a module type.' }),
    label: f.string({ max: 64, help: 'Physical label' }),
  }
}

/** Templates of a device type only (device bays, inventory items). */
export function deviceTemplate() {
  return {
    device_type: f.fk('dcim.devicetype', { lookupBy: false, required: true, onDelete: 'cascade' }),
    name: f.string({ max: 64, required: true }),
    label: f.string({ max: 64, help: 'Physical label' }),
  }
}

export const TEMPLATE_UNIQUE = [
  ['device_type', 'name'],
  ['module_type', 'name'],
]

/** The model options every modular template shares (NetBox's templates have no tags or custom fields). */
export const MODULAR_TEMPLATE_OPTIONS = {
  unique: TEMPLATE_UNIQUE,
  tags: false,
  customFields: false,
  brief: ['name', 'description'],
  display: ['{name} ({label})', '{name}'],
  ordering: ['device_type', 'module_type', 'name', 'id'],
  // NetBox's DeviceTypeComponentFilterSet.search (no label)
  search: ['name', 'description'],
}
