import type { TokenAuthenticator } from '../../auth/authenticate.js'
import type { Config } from '../../config.js'
import type { Db } from '../../db/types.js'

/** What every generic handler needs, created once per app. */
export interface EngineDeps {
  db: Db
  config: Config
  tokens: TokenAuthenticator
}
