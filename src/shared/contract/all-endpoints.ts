import type { EndpointDeclaration } from './endpoints';
import * as endpoints from './endpoints';

/**
 * Every declaration by name, for the server, the OpenAPI document and tests. The browser imports endpoints.ts
 * itself, one declaration at a time, so the ones it never calls stay out of its bundle.
 */
export const allEndpoints: Readonly<typeof endpoints> = { ...endpoints } satisfies Record<
  string,
  EndpointDeclaration
>;
