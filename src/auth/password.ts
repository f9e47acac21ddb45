// Passwords are stored as scrypt hashes with a random salt (node:crypto; no native add-on).
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>
const N = 16384
const R = 8
const P = 1
const LEN = 32

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await scrypt(password, salt, LEN, { N, r: R, p: P })
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`
}

// Compared against when the user does not exist, so that a wrong name costs as long as a wrong password.
let dummy: Promise<string> | undefined

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('timing-equaliser')
    stored = await dummy
    await verifyPassword(password, stored)
    return false
  }
  const [alg, n, r, p, salt, hash] = stored.split('$')
  if (alg !== 'scrypt' || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) })
  return timingSafeEqual(actual, expected)
}
