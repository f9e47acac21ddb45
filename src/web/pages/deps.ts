import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config.js'
import type { BackgroundTasks } from '../../events/background-tasks.js'
import type { OpServices } from '../../ops/index.js'
import type { Views } from '../render.js'
import type { PageUser } from '../session.js'

export interface PageDeps {
  views: Views
  /** The operations, called as the signed-in user (no in-process HTTP round trip). */
  ops: OpServices
  config: Config
  /** The webhook deliveries (available once events are installed). */
  tasks(): BackgroundTasks
  /** The signed-in user, or undefined after sending the redirect to sign-in. */
  signedIn(req: FastifyRequest, reply: FastifyReply): Promise<PageUser | undefined>
}
