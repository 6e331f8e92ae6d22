import type * as site from './endpoints';
import type * as floor from './floor-endpoints';
import type * as office from './office-endpoints';

/** Every declaration of the contract by name, as a type: the site's (endpoints.ts), the league office's and the
 * tournament floor's. */
export type Declarations = typeof site & typeof office & typeof floor;
