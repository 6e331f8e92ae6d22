import { useLocation, useParams } from 'react-router-dom';
import { PageRedirect } from '../../components/PageRedirect';
import { MajorEventPage } from './MajorEventPage';

/** /major-events/{name} and /aplpt/{name}; no name goes back to the list. */
export function Component() {
  const { eventname } = useParams();
  const aplpt = useLocation().pathname.toLowerCase().startsWith('/aplpt');
  if (!eventname) return <PageRedirect to="/major-events" />;
  return <MajorEventPage key={`${aplpt}-${eventname}`} name={eventname} aplpt={aplpt} />;
}
