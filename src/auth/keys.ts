// API token secrets are never stored in clear.
// v1 keys (`Token <40 hex>`): an HMAC-SHA256 digest keyed with SECRET_KEY (to find a token by the
// key a client sends) and the last six characters (to show which key it is).
// v2 tokens (NetBox 4.5+, `Bearer nbt_<key>.<token>`): a public 12-character key stored in clear to
// find the row, and the secret's HMAC-SHA256 under a server pepper (NetBox's API_TOKEN_PEPPERS, an
// id → pepper map; new tokens use the highest id) compared in constant time. Dropping a pepper from
// the configuration revokes every token made with it.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { TokenSettings } from '../engine/hooks.js'

export const TOKEN_PREFIX = 'nbt_'
export const TOKEN_KEY_LENGTH = 12
const TOKEN_DEFAULT_LENGTH = 40
const TOKEN_CHARSET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'


export function newTokenKey(): string {
  return randomBytes(20).toString('hex') // 160 bits, 40 hex characters
}

export function keyDigest(secret: string, key: string): string {
  return createHmac('sha256', secret).update(key.toLowerCase()).digest('hex')
}

export function keyHint(key: string): string {
  return key.slice(-6).toLowerCase()
}

/** NetBox's Token.generate(): letters and digits, uniformly (randomInt rejects biased draws). */
export function randomAlnum(length: number): string {
  let s = ''
  for (let i = 0; i < length; i++) s += TOKEN_CHARSET[randomInt(TOKEN_CHARSET.length)]
  return s
}

/** NetBox's get_current_pepper(): the pepper with the highest id. */
export function currentPepper(peppers: ReadonlyMap<number, string>): [number, string] | undefined {
  let best: [number, string] | undefined
  for (const [id, p] of peppers) if (!best || id > best[0]) best = [id, p]
  return best
}

export function pepperDigest(pepper: string, token: string): string {
  return createHmac('sha256', pepper).update(token, 'utf8').digest('hex')
}

/** Whether `token` is the secret whose digest under pepper `pepperId` is `digest`; false for an unknown pepper. */
export function verifyV2(peppers: ReadonlyMap<number, string>, pepperId: number | null, digest: string, token: string): boolean {
  const pepper = pepperId === null ? undefined : peppers.get(pepperId)
  // An unknown pepper still costs one HMAC, so a refusal takes as long whatever its reason.
  const computed = Buffer.from(pepperDigest(pepper ?? '-', token), 'hex')
  const stored = Buffer.from(digest, 'hex')
  return pepper !== undefined && stored.length === computed.length && timingSafeEqual(stored, computed)
}

export interface IssuedToken {
  /** Columns of the token_key field (by suffix) and of the model's `pepper_id`. */
  digest: string
  hint: string
  ident: string | null
  pepperId: number | null
  /** What the create response shows once: `key` (v1, NetBox 4.4's name) and `token` (NetBox 4.6's). */
  revealed: Record<string, string>
}

const V2_SECRET = /^[!-~]{1,255}$/ // printable ASCII without spaces: it must travel in one header word

/** A new token's stored columns from its version and the secret the client chose (if any). */
export function issueToken(version: number, supplied: string | undefined, secretKey: string, settings: TokenSettings | undefined): IssuedToken | { errors: Record<string, string[]> } {
  if (version === 1) {
    if (supplied !== undefined && !/^[0-9a-fA-F]{40}$/.test(supplied)) return { errors: { key: ['Ensure this field has exactly 40 hexadecimal characters.'] } }
    const key = supplied?.toLowerCase() ?? newTokenKey()
    return { digest: keyDigest(secretKey, key), hint: keyHint(key), ident: null, pepperId: null, revealed: { key, token: key } }
  }
  const pepper = settings && currentPepper(settings.peppers)
  if (!pepper) return { errors: { non_field_errors: ['Unable to save v2 tokens: API_TOKEN_PEPPERS is not defined.'] } }
  if (supplied !== undefined && !V2_SECRET.test(supplied)) return { errors: { token: ['Enter a token of printable characters without spaces (at most 255).'] } }
  const token = supplied ?? randomAlnum(TOKEN_DEFAULT_LENGTH)
  return { digest: pepperDigest(pepper[1], token), hint: '', ident: randomAlnum(TOKEN_KEY_LENGTH), pepperId: pepper[0], revealed: { token } }
}
