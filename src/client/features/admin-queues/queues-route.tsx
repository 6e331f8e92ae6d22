import { fromPromise } from 'xstate';
import { adminQueuesMachine } from '../../../../machines/admin-queues';
import { inspectOptions } from '../../components/inspector';
import { AdminQueuesContext, AdminQueuesPage } from './AdminQueuesPage';
import { answerQueueItem, loadStaffQueues } from './api';

const liveMachine = adminQueuesMachine.provide({
  actors: {
    loadQueues: fromPromise(({ input, signal }) => loadStaffQueues(input.search, signal)),
    act: fromPromise(({ input, signal }) => answerQueueItem(input, signal)),
  },
});

/** /admin/queues: the league admins' staff queues (the server refuses anyone else's calls). */
export function Component() {
  return (
    <AdminQueuesContext.Provider logic={liveMachine} options={inspectOptions()}>
      <AdminQueuesPage />
    </AdminQueuesContext.Provider>
  );
}
