// The H1 of each fixed public page, read from the page's content module.
import { aboutPage } from '../src/content/about'
import { contactPage } from '../src/content/contact'
import { galleryPage } from '../src/content/gallery/gallery-page'
import { homePage } from '../src/content/home'
import { serviceAreasPage } from '../src/content/service-areas-page'
import { servicesPage } from '../src/content/services'
import { servicesHubPage } from '../src/content/services-hub'
import { paths } from '../src/lib/paths'

export const staticPageHeadings = [
  { path: paths.home, h1: homePage.hero.title },
  { path: paths.services, h1: servicesPage.hero.title },
  { path: paths.servicesHub, h1: servicesHubPage.hero.title },
  { path: paths.gallery, h1: galleryPage.hero.title },
  { path: paths.about, h1: aboutPage.hero.title },
  { path: paths.serviceAreas, h1: serviceAreasPage.hero.title },
  { path: paths.contact, h1: contactPage.hero.title },
]
