// The client's address, for allowed_ips and throttling. It is the socket's peer, unless the peer is
// one of TRUSTED_PROXIES: then X-Forwarded-For is read from the right (the entry the proxy itself
// appended) leftwards past any further trusted proxies, and the first address that is not a trusted
// proxy is the client. With one proxy in front that is the first entry; entries a client wrote
// itself to the left of the real ones are never believed.
import ipaddr from 'ipaddr.js'
import type { FastifyRequest } from 'fastify'

type Net = [ipaddr.IPv4 | ipaddr.IPv6, number]

/** Parses `10.0.0.1`, `10.0.0.0/8`, `2001:db8::/32`; throws on anything else. */
export function parseNetwork(s: string): Net {
  if (s.includes('/')) return ipaddr.parseCIDR(s)
  const a = ipaddr.parse(s)
  return [a, a.kind() === 'ipv4' ? 32 : 128]
}

/** The canonical text of an address (IPv4-mapped IPv6 becomes IPv4), or undefined if not one. */
export function normaliseAddress(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  try {
    return ipaddr.process(raw.trim().replace(/^\[(.*)\]$/, '$1')).toString()
  } catch {
    return undefined
  }
}

export function inNetworks(address: string, nets: Net[]): boolean {
  let a: ipaddr.IPv4 | ipaddr.IPv6
  try {
    a = ipaddr.process(address)
  } catch {
    return false
  }
  return nets.some(([range, bits]) => a.kind() === range.kind() && a.match(range, bits))
}

export class ClientAddress {
  private readonly trusted: Net[]

  constructor(trustedProxies: string[]) {
    this.trusted = trustedProxies.map(parseNetwork)
  }

  private peer(req: FastifyRequest): string {
    const raw = req.raw.socket?.remoteAddress ?? req.ip
    return normaliseAddress(raw) ?? raw ?? ''
  }

  private fromTrustedProxy(req: FastifyRequest): boolean {
    return this.trusted.length > 0 && inNetworks(this.peer(req), this.trusted)
  }

  of(req: FastifyRequest): string {
    const peer = this.peer(req)
    if (!this.fromTrustedProxy(req)) return peer
    const header = req.headers['x-forwarded-for']
    const hops = (Array.isArray(header) ? header.join(',') : header ?? '').split(',').map((s) => s.trim()).filter(Boolean)
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = normaliseAddress(hops[i])
      if (!hop) return peer // a malformed entry: believe nothing further left
      if (!inNetworks(hop, this.trusted)) return hop
    }
    return normaliseAddress(hops[0]) ?? peer
  }

  /** Whether the client reached us over TLS (directly, or as a trusted proxy says). */
  secure(req: FastifyRequest): boolean {
    if (req.protocol === 'https') return true
    if (!this.fromTrustedProxy(req)) return false
    const proto = req.headers['x-forwarded-proto']
    return (Array.isArray(proto) ? proto[0] : proto ?? '').split(',')[0].trim().toLowerCase() === 'https'
  }
}
