import { fromPromise } from 'xstate';
import { adminStaffMachine, type VenueChoice } from '../../../../machines/admin-staff';
import type { StaffRole } from '../../../shared/contract/admin';
import { listVenues } from '../../../shared/contract/endpoints';
import * as endpoints from '../../../shared/contract/office-endpoints';
import { STATES } from '../../../shared/states';
import { callApi } from '../../api/client';

const stateShort = (stateId: number) => STATES.find((s) => s.id === stateId)?.short ?? '';

/** Every venue of the league for the picker, by name, with its suburb and state to tell them apart. */
async function venueChoices(signal: AbortSignal): Promise<VenueChoice[]> {
  const venues = await callApi(listVenues, { signal });
  return venues
    .map((v) => ({ id: v.id, label: `${v.title}, ${v.suburb} ${stateShort(v.stateId)}` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-AU'));
}

/** The staff page wired to the server. */
export const liveAdminStaffMachine = adminStaffMachine.provide({
  actors: {
    loadStaff: fromPromise(async ({ signal }) => {
      const [staff, venues] = await Promise.all([
        callApi(endpoints.listStaff, { signal }),
        venueChoices(signal),
      ]);
      return { staff, venues };
    }),
    setRole: fromPromise(
      ({ input, signal }: { input: { email: string; role: StaffRole }; signal: AbortSignal }) =>
        callApi(endpoints.setStaffRole, { body: input, signal }),
    ),
    setVenues: fromPromise(
      ({ input, signal }: { input: { memberId: number; venueIds: number[] }; signal: AbortSignal }) =>
        callApi(endpoints.setStaffVenues, { body: input, signal }),
    ),
  },
});
