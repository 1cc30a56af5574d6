import { ServiceCollapsible } from '@/components/sections/service-collapsible'
import { sectionCityLinks, serviceSections, servicesPage } from '@/content/services'
import { island } from './island'

/** The sections of /services, each opened by its button or by a link to /services#{id}. */
export default function ServiceSections() {
  return (
    <ul className="mx-auto grid max-w-4xl gap-4">
      {serviceSections.map((section) => (
        <li key={section.id}>
          <ServiceCollapsible
            section={section}
            labels={servicesPage.sectionLabels}
            cityLinks={sectionCityLinks(section.id)}
          />
        </li>
      ))}
    </ul>
  )
}

export const ServiceSectionsIsland = island('service-sections', ServiceSections, 'interaction')
