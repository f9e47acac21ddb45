// A circuit termination removed: the paths that crossed or reached it are traced again.
export { afterDelete } from '../dcim/cable-paths.js'
