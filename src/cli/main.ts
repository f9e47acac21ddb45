// netinv <command>: start (default), migrate, createsuperuser.
import { buildApp } from '../api/app.js'
import { ConfigError, loadConfig } from '../config.js'
import { connect } from '../db/connect.js'
import { DataDirLockedError } from '../db/lock.js'
import { option } from './args.js'
import { ensureSuperuser } from './superuser.js'

const USAGE = `usage: netinv <command>
  start                                   serve the API (default)
  migrate                                 apply database migrations and exit
  createsuperuser --username U --password P   create or update a superuser`

async function main(argv: string[]): Promise<void> {
  const command = argv[0] ?? 'start'
  const config = loadConfig()
  if (!['start', 'migrate', 'createsuperuser'].includes(command)) {
    console.error(USAGE)
    process.exit(2)
  }
  const db = await connect(config)
  try {
    await db.migrate()
    if (command === 'migrate') {
      console.log('migrations applied')
      return await db.close()
    }
    if (command === 'createsuperuser') {
      const username = option(argv, 'username') ?? process.env.SUPERUSER_NAME
      const password = option(argv, 'password') ?? process.env.SUPERUSER_PASSWORD
      if (!username || !password) {
        console.error('createsuperuser needs --username and --password')
        process.exit(2)
      }
      console.log(`superuser ${username} ${await ensureSuperuser(db, username, password)}`)
      return await db.close()
    }
    if (config.superuserName && config.superuserPassword) await ensureSuperuser(db, config.superuserName, config.superuserPassword)
    const app = await buildApp({ config, db })
    const stop = async () => {
      await app.close()
      await db.close()
      process.exit(0)
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
    await app.listen({ host: config.host, port: config.port })
    app.log.info(`netinventory on ${config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`}`)
  } catch (e) {
    await db.close().catch(() => {})
    throw e
  }
}

main(process.argv.slice(2)).catch((e: unknown) => {
  if (e instanceof ConfigError || e instanceof DataDirLockedError) {
    console.error(`netinv: ${e.message}`)
    process.exit(1)
  }
  console.error(e)
  process.exit(1)
})
