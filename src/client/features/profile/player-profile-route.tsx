import { Navigate, useParams } from 'react-router-dom';
import { PlannedPage } from '../../components/PlannedPage';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /profile/{customerGuid}: only a GUID names a player; anything else is an unknown page. */
export function Component() {
  const { customerGuid = '' } = useParams();
  if (!GUID.test(customerGuid)) return <Navigate to="/page-not-found" replace />;
  return <PlannedPage title="Player Profile" />;
}
