/** A finished REST response: status, headers and an optional JSON text body. */
export type RestResult = { status: number; headers: Record<string, string>; body?: string }

/** The request's view of PostgREST preferences and content negotiation. */
export type RestRequest = {
  method: string
  url: URL
  prefer: Set<string>
  singular: boolean
  /** The JSON body (POST/PATCH), already parsed. */
  body: unknown
}
