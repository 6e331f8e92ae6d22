import dayjs from 'dayjs';
import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { adminNewsListMachine } from '../../../../machines/admin-news-list';
import { newsEditorMachine } from '../../../../machines/news-editor';
import { AdminNewsListContext, AdminNewsListPage } from './AdminNewsListPage';
import { getStaffArticle, listStaffNews, previewNewsArticle, saveNewsArticle, uploadNewsImage } from './api';
import { NewsEditorContext, NewsEditorPage } from './NewsEditorPage';

/*
 * The news section's two pages are one module (one chunk, with the rich-text editor): the Mantine parts they use
 * then count once more among the chunks sharing them, not three times, so none is pulled into the first load.
 */

const liveListMachine = adminNewsListMachine.provide({
  actors: { loadArticles: fromPromise(({ input, signal }) => listStaffNews(input.status, signal)) },
});

/** /admin/news (content editors and league admins; the server checks every call). */
export function NewsListRoute() {
  return (
    <AdminNewsListContext.Provider logic={liveListMachine}>
      <AdminNewsListPage />
    </AdminNewsListContext.Provider>
  );
}

const liveEditorMachine = newsEditorMachine.provide({
  actors: {
    loadArticle: fromPromise(({ input, signal }) => getStaffArticle(input.id, signal)),
    saveArticle: fromPromise(({ input, signal }) => saveNewsArticle(input, signal)),
    previewArticle: fromPromise(({ input, signal }) => previewNewsArticle(input, signal)),
    uploadImage: fromPromise(({ input, signal }) =>
      uploadNewsImage(input.id, input.kind, input.file as File, signal),
    ),
  },
});

/** /admin/news/new and /admin/news/{id} (content editors and league admins; the server checks every call). */
export function NewsEditorRoute() {
  const { id } = useParams();
  const articleId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <NewsEditorContext.Provider
      logic={liveEditorMachine}
      options={{ input: { id: articleId, today: dayjs().format('YYYY-MM-DD') } }}
    >
      <NewsEditorPage />
    </NewsEditorContext.Provider>
  );
}
