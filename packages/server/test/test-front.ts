import type http from 'node:http'
import type net from 'node:net'
import { serveNext, type FrontOptions } from '../src/front'

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

/**
 * A real front on a loopback port with a stand-in for Next's request handler; `options` adds to (or
 * overrides) the small defaults every test front shares. Answers the server and its port.
 */
export async function serveTestFront(handle: Handler, options: Partial<FrontOptions> = {}) {
  const server = await serveNext({
    name: 'test',
    port: 0,
    host: '127.0.0.1',
    bodyLimit: () => 1024,
    refusal: (_req, refused) => ({ contentType: 'text/plain', body: refused.reason }),
    app: { prepare: async () => {}, getRequestHandler: () => handle },
    ...options,
  })
  return { server, port: (server.address() as net.AddressInfo).port }
}
