// PGlite has no lock of its own: two processes on one data directory silently lose writes.
// So the one process that opens it holds a lock file naming its pid, and a second one is refused.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function lockDataDir(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      const release = () => {
        if (released) return
        released = true
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) rmSync(lockPath)
        } catch {
          /* already gone */
        }
      }
      process.once('exit', release)
      return release
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      const pid = Number(readFileSync(lockPath, 'utf8').trim())
      if (pid && pid !== process.pid && alive(pid))
        throw new DataDirLockedError(
          `The data directory is in use by process ${pid} (lock file ${lockPath}). PGlite allows one process per data directory: stop that process, or use DATABASE_URL for a PostgreSQL server shared by several processes.`,
        )
      rmSync(lockPath, { force: true }) // left behind by a process that died
    }
  }
  throw new DataDirLockedError(`Could not take the lock file ${lockPath}`)
}
