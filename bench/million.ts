// A million IP addresses, inserted set-based (one INSERT … SELECT from generate_series) rather than
// through the engine: the point is the read path at that size, and row-by-row seeding would take
// longer than the rest of the bench. Addresses are spread over 256 /16s of 11.0.0.0/8, so a
// `parent=11.<n>.0.0/16` page has a few thousand matches to choose its first 50 from.
import { openPostgres } from '../src/db/postgres.js'

export const MILLION = 1_000_000

export interface MillionSeed {
  inserted: number
  ms: number
  /** The parent prefix the bench filters on, and how many addresses lie in it. */
  parent: string
  matches: number
}

export async function seedMillionIps(url: string, count = MILLION): Promise<MillionSeed> {
  const db = openPostgres(url, 1)
  try {
    const t0 = performance.now()
    // Address i: 11.(i mod 256).(i div 256 div 256 mod 256).(i div 256 mod 256 + 1 capped) — distinct
    // for i < 256 × 65,536, every /16 gets count/256 of them.
    await db.exec(`
      INSERT INTO ipam_ipaddress (address, status, dns_name, description)
      SELECT ('11.' || (i % 256) || '.' || ((i / 256) / 256 % 256) || '.' || ((i / 256) % 256) || '/16')::inet,
             CASE WHEN i % 10 = 0 THEN 'reserved' ELSE 'active' END,
             'h' || i || '.million.example.net',
             ''
      FROM generate_series(0, ${count - 1}) AS i`)
    await db.exec('VACUUM ANALYZE ipam_ipaddress')
    const ms = Math.round(performance.now() - t0)
    const parent = '11.42.0.0/16'
    const [row] = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ipam_ipaddress WHERE address <<= $1::cidr`, [parent])
    return { inserted: count, ms, parent, matches: Number(row.n) }
  } finally {
    await db.close()
  }
}
