// The child side of backend-process.ts: prints the backend's addresses as one JSON line, then
// serves until the test process closes stdin (or dies), or 15 minutes pass.
import { startBackend, type BackendOptions } from '../backend/server/start-backend.ts'

const options = JSON.parse(process.argv[2] ?? '{}') as BackendOptions
const backend = await startBackend({ port: 0, mailPort: 0, ...options })
const { url, mailUrl, anonKey, serviceRoleKey, adminEmail, adminPassword } = backend
process.stdout.write(
  `${JSON.stringify({ url, mailUrl, anonKey, serviceRoleKey, adminEmail, adminPassword })}\n`,
)

let isStopping = false
async function stop() {
  if (isStopping) return
  isStopping = true
  await backend.stop()
  process.exit(0)
}
process.stdin.on('end', () => void stop())
process.stdin.on('error', () => void stop())
process.stdin.resume()
if (process.stdin.readableEnded) void stop()
process.on('SIGTERM', () => void stop())
setTimeout(() => void stop(), 15 * 60_000).unref()
