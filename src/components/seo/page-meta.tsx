import { createContext, useContext, useEffect } from 'react'
import { business } from '@/content/business'

export interface PageHead {
  /** The page's own part of the title; the company name is appended. */
  title: string
  description: string
  /** Keep the page out of search results (sign-in and admin screens). */
  noindex?: boolean
}

/** Filled during prerendering, so the build can write each route's <head>. */
export const HeadCollectorContext = createContext<((head: PageHead) => void) | null>(null)

export function fullTitle(title: string) {
  return `${title} | ${business.name}`
}

function setMetaTag(name: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (content === null) return tag?.remove()
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = name
    document.head.append(tag)
  }
  tag.content = content
}

/** Declares the route's title and meta description, on the server and in the browser. */
export function PageMeta({ title, description, noindex = false }: PageHead) {
  const collectHead = useContext(HeadCollectorContext)
  collectHead?.({ title, description, noindex })

  useEffect(() => {
    document.title = fullTitle(title)
    setMetaTag('description', description)
    setMetaTag('robots', noindex ? 'noindex, nofollow' : null)
  }, [title, description, noindex])

  return null
}
