import type { EndpointDeclaration } from './endpoints';

type Auth = EndpointDeclaration['auth'];

/** Answered 401 without a session, before anything else is read. */
export const needsSession = (auth: Auth) => auth !== 'none' && auth !== 'session';

/** Answered 403 to a member without the role, before the input is read. */
export const needsRole = (auth: Auth) =>
  auth === 'director' || auth === 'editor' || auth === 'admin' || auth === 'staff';
