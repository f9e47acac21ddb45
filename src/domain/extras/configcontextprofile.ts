// NetBox's validate_schema() on a profile's schema: the module type profiles' rule.
export { beforeSave } from '../dcim/moduletypeprofile.js'
