import { Navigate, useParams } from 'react-router-dom';
import { useMember } from '../../components/member';
import { liveProfilePageMachine } from './live-profile-page';
import { ProfileContext, ProfilePage } from './ProfilePage';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /profile/{customerGuid}: the member's own profile when it is theirs, else the player's limited one. */
export function Component() {
  const { customerGuid = '' } = useParams();
  const member = useMember();
  if (!GUID.test(customerGuid)) return <Navigate to="/page-not-found" replace />;
  return (
    <ProfileContext.Provider
      key={customerGuid}
      logic={liveProfilePageMachine}
      options={{ input: { customerGuid: customerGuid.toLowerCase(), ownGuid: member?.customerGuid ?? null } }}
    >
      <ProfilePage />
    </ProfileContext.Provider>
  );
}
