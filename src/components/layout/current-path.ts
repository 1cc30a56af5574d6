import { createContext, useContext } from 'react'

// The path of the page on screen ('/gallery'), for the menus' "you are here" marks. Public pages
// are separate documents without a client router, so the layout provides it from the path it
// renders (the prerender's route, or the address the browser loaded).
export const CurrentPathContext = createContext('/')

export function useCurrentPath() {
  return useContext(CurrentPathContext)
}
