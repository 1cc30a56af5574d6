import { startPublicPage } from './start-public-page'
import '@/index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// Every public page arrives prerendered, from the build and from the dev server alike. Only
// /auth and /admin arrive as an empty shell: the app renders them in the browser, writing its
// own head tags, so the shell's are removed first or they would outlive the first move between
// screens.
function removeShellHeadTags() {
  const shellTags = 'title, meta[name="description"], meta[name="robots"], link[rel="canonical"]'
  document.head
    .querySelectorAll(`${shellTags}, meta[property^="og:"]`)
    .forEach((tag) => tag.remove())
}

if (container.firstElementChild) {
  startPublicPage(container)
} else {
  removeShellHeadTags()
  void import('./private-app').then(({ mountPrivateApp }) => mountPrivateApp(container))
}
