import { type LoaderFunctionArgs, redirect, useParams } from 'react-router-dom';
import { useMember } from '../../components/member';
import { useSsrActor } from '../../ssr/ssr-actors';
import { liveProfilePageMachine } from './live-profile-page';
import { ProfileContext, ProfilePage } from './ProfilePage';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An address that is no player's goes to the not-found page (a redirect the server sends too). */
export function loader({ params }: LoaderFunctionArgs) {
  if (!GUID.test(params.customerGuid ?? '')) throw redirect('/page-not-found');
  return null;
}

/** /profile/{customerGuid}: the member's own profile when it is theirs, else the player's limited one. */
export function Component() {
  const { customerGuid = '' } = useParams();
  const member = useMember();
  return (
    <ProfileContext.Provider
      key={customerGuid}
      logic={liveProfilePageMachine}
      options={useSsrActor(liveProfilePageMachine, {
        input: { customerGuid: customerGuid.toLowerCase(), ownGuid: member?.customerGuid ?? null },
      })}
    >
      <ProfilePage />
    </ProfileContext.Provider>
  );
}
