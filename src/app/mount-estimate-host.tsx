import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { EstimateRequestControls } from '@/components/actions/estimate-request-link'
import { EstimateRequestHost } from './estimate-request-host'

/**
 * The estimate form's host on a public page, mounted on the first wish for it (see
 * start-public-page.ts), whose listener hands it the buttons' clicks. Resolves once it listens.
 */
export function mountEstimateHost() {
  return new Promise<EstimateRequestControls & { unmount: () => void }>((resolve) => {
    const element = document.body.appendChild(document.createElement('div'))
    element.dataset.estimateHost = ''
    const root = createRoot(element)
    const unmount = () => {
      root.unmount()
      element.remove()
    }
    const listen = (controls: EstimateRequestControls) => {
      resolve({ ...controls, unmount })
      return () => {}
    }
    root.render(
      <StrictMode>
        <EstimateRequestHost listen={listen} />
      </StrictMode>,
    )
  })
}
