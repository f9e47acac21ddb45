// A rear port (and the front ports deleted with it) removed: the paths that reached it are traced again.
export { afterDelete } from './cable-paths.js'
