import { Outlet } from 'react-router-dom'
import { useSession } from '../api/use-session'
import { SessionUnreachableNotice } from './session-unreachable-notice'

/**
 * The layout route inside the private area. While a stored session cannot be renewed because
 * the server is down, /auth and /admin show why instead of a sign-in form or a redirect to it:
 * the admin is still signed in, and the page carries on by itself when the server is back.
 */
export function SessionGate() {
  const { isUnreachable } = useSession()
  return isUnreachable ? <SessionUnreachableNotice /> : <Outlet />
}
