// postgres.js 3.4.x can throw from a setImmediate callback after a connection closed under it
// (`nextWrite` writes to a socket already set to null: porsager/postgres#1154, #1208). That throw
// reaches no caller, so by default it kills the whole process when the database goes away. The
// query it belonged to was already rejected with CONNECTION_CLOSED when the socket closed, so this
// one error is safe to drop; anything else keeps Node's behaviour (print it, exit 1).
let installed = false
let dropped = 0

export function isClosedSocketWrite(err: unknown): boolean {
  if (!(err instanceof TypeError)) return false
  const stack = err.stack ?? ''
  return /reading 'write'/.test(err.message) && stack.includes('nextWrite') && /postgres[\\/](src|cjs)/.test(stack)
}

/** How many such errors this process dropped (for logs and the hardening report). */
export const droppedDriverErrors = () => dropped

export function guardPostgresDriver(warn: (msg: string) => void = (m) => console.error(m)): void {
  if (installed) return
  installed = true
  // Someone else (a test runner) already decides what an uncaught exception does: leave it to them.
  const delegate = process.listenerCount('uncaughtException') > 0
  process.on('uncaughtException', (err) => {
    if (isClosedSocketWrite(err)) {
      dropped++
      warn('postgres.js wrote to a closed connection (porsager/postgres#1208); the write was dropped, its query had already failed')
      return
    }
    if (delegate) return
    console.error(err)
    process.exit(1)
  })
}
