import type { Declarations } from './declarations';
import type { EndpointDeclaration } from './endpoints';
import * as endpoints from './endpoints';
import * as floorEndpoints from './floor-endpoints';
import * as officeEndpoints from './office-endpoints';

/**
 * Every declaration by name, for the server, the OpenAPI document and tests. The browser imports endpoints.ts,
 * office-endpoints.ts and floor-endpoints.ts itself, one declaration at a time, so the ones it never calls stay out of its bundle.
 */
export const allEndpoints: Readonly<Declarations> = {
  ...endpoints,
  ...officeEndpoints,
  ...floorEndpoints,
} satisfies Record<string, EndpointDeclaration>;
