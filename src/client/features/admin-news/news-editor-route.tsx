import dayjs from 'dayjs';
import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { newsEditorMachine } from '../../../../machines/news-editor';
import { getStaffArticle, previewNewsArticle, saveNewsArticle } from './api';
import { NewsEditorContext, NewsEditorPage } from './NewsEditorPage';

const liveMachine = newsEditorMachine.provide({
  actors: {
    loadArticle: fromPromise(({ input, signal }) => getStaffArticle(input.id, signal)),
    saveArticle: fromPromise(({ input, signal }) => saveNewsArticle(input, signal)),
    previewArticle: fromPromise(({ input, signal }) => previewNewsArticle(input, signal)),
  },
});

/** /admin/news/new and /admin/news/{id} (content editors and league admins; the server checks every call). */
export function Component() {
  const { id } = useParams();
  const articleId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <NewsEditorContext.Provider
      logic={liveMachine}
      options={{ input: { id: articleId, today: dayjs().format('YYYY-MM-DD') } }}
    >
      <NewsEditorPage />
    </NewsEditorContext.Provider>
  );
}
