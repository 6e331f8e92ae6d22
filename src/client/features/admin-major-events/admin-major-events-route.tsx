import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { adminMajorEventsListMachine } from '../../../../machines/admin-major-events-list';
import { majorEventEditorMachine } from '../../../../machines/major-event-editor';
import { AdminMajorEventsListContext, AdminMajorEventsListPage } from './AdminMajorEventsListPage';
import { getStaffMajorEvent, listStaffMajorEvents, saveMajorEvent, searchEventsToPick } from './api';
import { MajorEventEditorContext, MajorEventEditorPage } from './MajorEventEditorPage';

const liveListMachine = adminMajorEventsListMachine.provide({
  actors: { loadMajorEvents: fromPromise(({ signal }) => listStaffMajorEvents(signal)) },
});

const liveEditorMachine = majorEventEditorMachine.provide({
  actors: {
    loadEditor: fromPromise(async ({ input, signal }) => {
      const [major, others] = await Promise.all([
        input.id === null ? null : getStaffMajorEvent(input.id, signal),
        listStaffMajorEvents(signal),
      ]);
      return { major, others };
    }),
    saveMajorEvent: fromPromise(({ input, signal }) => saveMajorEvent(input, signal)),
    searchEvents: fromPromise(({ input, signal }) => searchEventsToPick(input.q, signal)),
  },
});

/**
 * /admin/major-events/*: the list, /new and /{id} (the editor): one route and one chunk (content editors and
 * league admins; the server checks every call).
 */
export function Component() {
  const [page] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  if (page !== undefined) {
    const id = /^\d+$/.test(page) ? Number(page) : null;
    return (
      // No key: a new event's move to its own address once saved keeps the editor (and its notice).
      <MajorEventEditorContext.Provider logic={liveEditorMachine} options={{ input: { id } }}>
        <MajorEventEditorPage />
      </MajorEventEditorContext.Provider>
    );
  }
  return (
    <AdminMajorEventsListContext.Provider logic={liveListMachine}>
      <AdminMajorEventsListPage />
    </AdminMajorEventsListContext.Provider>
  );
}
