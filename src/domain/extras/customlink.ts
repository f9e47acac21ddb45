/** Object types must name models that exist. */
export { beforeSave } from './object-types.js'
