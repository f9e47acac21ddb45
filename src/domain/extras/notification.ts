/** The display string: the object's, as it is saved. */
export { beforeSave } from './object-repr.js'
