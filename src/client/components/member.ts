import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import type { LoggedMember } from '../../shared/contract/account';
import { isLoggedIn } from '../app/runtime-config';
import { getLoggedMember } from './member-api';

/** Member details, loaded once at start when a session exists (a failed load leaves the visitor view). */
export const memberActor = createActor(
  fromPromise<LoggedMember | null>(async () => (isLoggedIn() ? getLoggedMember() : null)),
);

export function useMember(): LoggedMember | null {
  return useSelector(memberActor, (s) => (s.status === 'done' ? s.output : null));
}
