// `netinv webhook-receiver [--port 9000]`: a listener for trying webhooks out. It accepts
// any request on 127.0.0.1, prints its method, path, headers and body (JSON pretty-printed), and
// answers 200. It acts on nothing.
import { createServer, type IncomingMessage, type Server } from 'node:http'

export interface ReceiverOptions {
  port: number
  host?: string
  /** Where the requests are printed (default: stdout). */
  write?: (text: string) => void
}

export function formatRequest(req: IncomingMessage, body: Buffer): string {
  const lines = [`[${new Date().toISOString()}] ${req.method} ${req.url}`]
  for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
  lines.push('')
  const text = body.toString('utf8')
  if (text) {
    try {
      lines.push(JSON.stringify(JSON.parse(text), null, 2))
    } catch {
      lines.push(text)
    }
  } else lines.push('(no body)')
  return `${lines.join('\n')}\n${'-'.repeat(72)}\n`
}

export function startReceiver(opts: ReceiverOptions): Promise<Server> {
  const write = opts.write ?? ((s: string) => process.stdout.write(s))
  const host = opts.host ?? '127.0.0.1'
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      write(formatRequest(req, Buffer.concat(chunks)))
      res.writeHead(200, { 'content-type': 'text/plain' }).end('OK\n')
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, host, () => {
      write(`webhook receiver listening on http://${host}:${opts.port}/ (Ctrl-C to stop)\n`)
      resolve(server)
    })
  })
}
