/** A model's OpenAPI component names (codegen/emit/openapi-names.ts), as NetBox's document names them. */
export interface ComponentNames {
  /** Full representation (`Site`, `DeviceWithConfigContext`). */
  full: string
  /** Brief representation, also the nested form of related objects (`BriefSite`). */
  brief: string
  /** NetBox's older nested form, used for tags and references to the same model (`NestedRegion`). */
  nested: string
  /** A write body (`SiteRequest`): bulk PUT items. */
  request: string
  /** Create and PUT body (`WritableSiteRequest`, or `…Request` when NetBox has no writable variant). */
  write: string
  /** PATCH body (`PatchedWritableSiteRequest`). */
  patch: string
  /** A related object named in a write body by its attributes (`BriefSiteRequest`). */
  briefRequest: string
  nestedRequest: string
  /** A page of full objects (`PaginatedSiteList`). */
  list: string
  /** A page of brief objects, with `?brief=1` (`PaginatedBriefSiteList`). */
  briefList: string
}

/** An OpenAPI 3.0 schema object (refs are `#/components/schemas/<name>`). */
export type OpenApiSchema = Record<string, unknown>

/** One line of the generated route table: a model, its component names and its component schemas. */
export interface RouteEntry {
  key: string
  names: ComponentNames
  /** The components this model contributes to the document, by name. */
  schemas: Record<string, OpenApiSchema>
}
