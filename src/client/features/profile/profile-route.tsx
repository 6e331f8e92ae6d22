import { useMember } from '../../components/member';
import { useSsrActor } from '../../ssr/ssr-actors';
import { liveProfilePageMachine } from './live-profile-page';
import { ProfileContext, ProfilePage } from './ProfilePage';

/** /profile: the signed-in member's own profile (the router asks visitors to log in). */
export function Component() {
  const member = useMember();
  return (
    <ProfileContext.Provider
      logic={liveProfilePageMachine}
      options={useSsrActor(liveProfilePageMachine, {
        input: { customerGuid: null, ownGuid: member?.customerGuid ?? null },
      })}
    >
      <ProfilePage />
    </ProfileContext.Provider>
  );
}
