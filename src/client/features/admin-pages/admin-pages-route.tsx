import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { aboutPageEditorMachine } from '../../../../machines/about-page-editor';
import { adminPagesListMachine } from '../../../../machines/admin-pages-list';
import { AboutPageEditorContext, AboutPageEditorPage } from './AboutPageEditorPage';
import { AdminPagesListContext, AdminPagesListPage } from './AdminPagesListPage';
import { getStaffPage, listStaffPages, previewAboutPage, saveAboutPage } from './api';

const liveListMachine = adminPagesListMachine.provide({
  actors: { loadPages: fromPromise(({ signal }) => listStaffPages(signal)) },
});

const liveEditorMachine = aboutPageEditorMachine.provide({
  actors: {
    loadPage: fromPromise(({ input, signal }) => getStaffPage(input.id, signal)),
    savePage: fromPromise(({ input, signal }) => saveAboutPage(input, signal)),
    previewPage: fromPromise(({ input, signal }) => previewAboutPage(input, signal)),
  },
});

/**
 * /admin/pages/*: the list, /new and /{id} (the editor): one route and one chunk (content editors and league
 * admins; the server checks every call).
 */
export function Component() {
  const [page] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  if (page !== undefined) {
    const id = /^\d+$/.test(page) ? Number(page) : null;
    return (
      // No key: a new page's move to its own address once saved keeps the editor (and its notice).
      <AboutPageEditorContext.Provider logic={liveEditorMachine} options={{ input: { id } }}>
        <AboutPageEditorPage />
      </AboutPageEditorContext.Provider>
    );
  }
  return (
    <AdminPagesListContext.Provider logic={liveListMachine}>
      <AdminPagesListPage />
    </AdminPagesListContext.Provider>
  );
}
