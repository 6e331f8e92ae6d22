import { dateFormat } from '../../../shared/intl';

const day = dateFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A major event's days as the office reads them: '14 Jan 2027', or '14 Jan 2027 – 16 Jan 2027'. */
export function dayRange(startsOn: string, endsOn: string) {
  const first = day.format(new Date(`${startsOn}T00:00:00Z`));
  return startsOn === endsOn ? first : `${first} – ${day.format(new Date(`${endsOn}T00:00:00Z`))}`;
}

/** Where the public page of a major event is. */
export const publicPath = (major: { aplpt: boolean; urlName: string }) =>
  `/${major.aplpt ? 'aplpt' : 'major-events'}/${major.urlName}`;
