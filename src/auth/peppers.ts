// The default pepper of v2 API tokens: when neither API_TOKEN_PEPPERS nor API_TOKEN_PEPPER is set,
// `netinv start` keeps one in DATA_DIR/api_token_peppers.json, made at the first start (random, 64
// characters, readable by the owner only) and read at every later one, so tokens survive restarts.
// It is kept out of the database on purpose: a copy of the database alone cannot check guesses of
// token secrets. Several processes or hosts sharing one PostgreSQL database must be given the same
// API_TOKEN_PEPPERS instead.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkPeppers, type Config, ConfigError } from '../config.js'

export const PEPPER_FILE = 'api_token_peppers.json'

/** The configured peppers, or those of the pepper file (created when absent). */
export function resolvePeppers(config: Config): Map<number, string> {
  if (config.apiTokenPeppers.size) return config.apiTokenPeppers
  const file = join(config.dataDir, PEPPER_FILE)
  let text: string | undefined
  try {
    text = readFileSync(file, 'utf8')
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e
  }
  if (text === undefined) {
    mkdirSync(config.dataDir, { recursive: true })
    const fresh = JSON.stringify({ 1: randomBytes(48).toString('base64url') }, null, 2) + '\n'
    try {
      writeFileSync(file, fresh, { flag: 'wx', mode: 0o600 })
      text = fresh
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      text = readFileSync(file, 'utf8') // another process made it first
    }
  }
  let given: unknown
  try {
    given = JSON.parse(text)
  } catch {
    throw new ConfigError(`${file} must hold a JSON object of API token peppers`)
  }
  if (!given || typeof given !== 'object' || Array.isArray(given)) throw new ConfigError(`${file} must hold a JSON object of API token peppers`)
  return checkPeppers(given as Record<string, unknown>, file)
}
