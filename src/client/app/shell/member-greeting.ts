import type { LoggedMember } from '../../../shared/contract/account';

export function memberGreeting(member: LoggedMember) {
  return `Hello ${member.firstName.trim() || 'User'}`;
}
