import type { EndpointDeclaration } from './endpoints';

type Auth = EndpointDeclaration['auth'];

/** Answered 401 without a session, before anything else is read. */
export const needsSession = (auth: Auth) => auth === 'member' || auth === 'director' || auth === 'admin';

/** Answered 403 to a member without the role, before the input is read. */
export const needsRole = (auth: Auth) => auth === 'director' || auth === 'admin';
