import { Navigate } from 'react-router-dom';
import { isLoggedIn } from '../../app/runtime-config';
import { PlannedPage } from '../../components/PlannedPage';

/** Registration is for visitors; members go to their dashboard. */
export function Component() {
  if (isLoggedIn()) return <Navigate to="/profile?section=dashboard" replace />;
  return <PlannedPage title="Register Account" />;
}
