import { fromPromise } from 'xstate';
import type { LoggedMember } from '../../shared/contract/account';
import { isLoggedIn } from '../config/runtime-config';
import { getLoggedMember } from './member-api';
import { startupActor } from './startup-actor';

/**
 * Member details, loaded once at start when a session exists (a failed load leaves the visitor view); on a page
 * the server drew, the member it drew it for.
 */
const member = startupActor(
  fromPromise<LoggedMember | null>(async () => (isLoggedIn() ? getLoggedMember() : null)),
  (drawn) => drawn.member,
  null,
);

export const memberActor = member.actor;
export const useMember: () => LoggedMember | null = member.useValue;
