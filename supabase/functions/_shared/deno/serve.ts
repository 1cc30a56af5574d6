// How each Edge Function's index.ts serves its handler. The one Deno-only file under _shared
// (../README.md): only the functions' entry points import it.

type CreateHandler = (options: {
  env: (name: string) => string | undefined
}) => (request: Request) => Promise<Response>

/**
 * Builds the handler with Deno's environment and serves it. PORT is for local runs only
 * (`deno run`); the Edge Runtime chooses its own.
 */
export function serveFunction(createHandler: CreateHandler): void {
  const handler = createHandler({ env: (name) => Deno.env.get(name) })
  const port = Deno.env.get('PORT')
  if (port) {
    Deno.serve(
      {
        hostname: '127.0.0.1',
        port: Number(port),
        onListen: ({ hostname, port }) => console.log(`Listening on http://${hostname}:${port}/`),
      },
      handler,
    )
  } else {
    Deno.serve(handler)
  }
}
