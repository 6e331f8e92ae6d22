import { fromPromise } from 'xstate';
import { adminNewsListMachine } from '../../../../machines/admin-news-list';
import { AdminNewsListContext, AdminNewsListPage } from './AdminNewsListPage';
import { listStaffNews } from './api';

const liveMachine = adminNewsListMachine.provide({
  actors: { loadArticles: fromPromise(({ input, signal }) => listStaffNews(input.status, signal)) },
});

/** /admin/news (content editors and league admins; the server checks every call). */
export function Component() {
  return (
    <AdminNewsListContext.Provider logic={liveMachine}>
      <AdminNewsListPage />
    </AdminNewsListContext.Provider>
  );
}
