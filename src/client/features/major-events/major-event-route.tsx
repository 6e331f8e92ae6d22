import { Navigate, useLocation, useParams } from 'react-router-dom';
import { MajorEventPage } from './MajorEventPage';

/** /major-events/{name} and /aplpt/{name}; no name goes back to the list. */
export function Component() {
  const { eventname } = useParams();
  const aplpt = useLocation().pathname.toLowerCase().startsWith('/aplpt');
  if (!eventname) return <Navigate to="/major-events" replace />;
  return <MajorEventPage key={`${aplpt}-${eventname}`} name={eventname} aplpt={aplpt} />;
}
