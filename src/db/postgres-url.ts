// DATABASE_URL in libpq's forms for a Unix socket, which NetBox deployments and pg (pg-boss) accept
// but postgres.js does not: the socket directory as a `host` parameter
// (`postgresql://netbox@localhost/netbox?host=/var/run/postgresql`, or with no host at all) or as
// an encoded host (`postgresql://netbox@%2Fvar%2Frun%2Fpostgresql/netbox`). postgres.js would send
// `host` to the server as a setting (refused) and look the encoded one up in DNS; it takes a socket
// as its `path` option. A local database over its socket also spares the TCP stack on every round
// trip.

export interface ConnectionTarget {
  /** The URL for postgres.js, without the socket directory. */
  url: string
  /** The socket file, when the URL names one. */
  path?: string
}

export function connectionTarget(raw: string): ConnectionTarget {
  // libpq allows credentials before an empty host (`user@/db`); WHATWG URLs do not.
  const normalized = raw.replace(/^(postgres(?:ql)?:\/\/[^/?#]*@)(?=[/?#]|$)/, '$1localhost')
  let url: URL
  try {
    url = new URL(normalized)
  } catch {
    return { url: raw } // postgres.js reports what is wrong with it
  }
  const param = url.searchParams.get('host')
  const host = decodeURIComponent(url.hostname)
  const dir = param?.startsWith('/') ? param : host.startsWith('/') ? host : undefined
  if (!dir) return { url: raw }
  url.searchParams.delete('host')
  const port = url.port || '5432'
  url.hostname = 'localhost' // unused: the socket is the path
  return { url: url.toString(), path: `${dir.replace(/\/+$/, '')}/.s.PGSQL.${port}` }
}
