import '@mantine/core/styles/Combobox.css';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { adminNewsListMachine } from '../../../../machines/admin-news-list';
import type { ArticleStatus, StaffArticleSummary } from '../../../shared/contract/admin-news';
import { pageTitle } from '../../../shared/site';
import { LoadFailed } from '../../components/LoadFailed';
import { PageLoader } from '../../components/PageLoader';

export const AdminNewsListContext = createActorContext(adminNewsListMachine);

export const STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};
const STATUS_COLOURS: Record<ArticleStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'green',
  unpublished: 'orange',
};
const FILTERS = [
  { value: '', label: 'All articles' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
];

export const formatPublishAt = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm:ss');

function ArticleRow({ article }: { article: StaffArticleSummary }) {
  return (
    <Paper withBorder p="sm" component="li" data-testid="admin-news-row">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Anchor
          component={Link}
          to={`/admin/news/${article.id}`}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {article.title}
        </Anchor>
        <Badge color={STATUS_COLOURS[article.status]} variant="light" c="dark">
          {STATUS_LABELS[article.status]}
        </Badge>
      </Group>
      <Text size="sm" c="gray.7">
        {dayjs(article.articleDate).format('DD/MM/YYYY')} ·{' '}
        {article.states.length ? article.states.join(', ') : 'All states'}
        {article.featured ? ' · Featured' : ''}
        {article.status === 'scheduled' && article.publishAt
          ? ` · Goes live ${formatPublishAt(article.publishAt)}`
          : ''}
      </Text>
    </Paper>
  );
}

/** /admin/news: the articles with their state, filtered by state, and a way to write a new one. */
export function AdminNewsListPage() {
  const actor = AdminNewsListContext.useActorRef();
  const status = AdminNewsListContext.useSelector((s) => s.context.status);
  const articles = AdminNewsListContext.useSelector((s) => s.context.articles);
  const busy = AdminNewsListContext.useSelector((s) => s.hasTag('busy'));
  const failed = AdminNewsListContext.useSelector((s) => s.matches('failed'));
  return (
    <Stack gap="md">
      <title>{pageTitle('News')}</title>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>News</Title>
        <Button component={Link} to="/admin/news/new">
          New article
        </Button>
      </Group>
      <NativeSelect
        label="Show"
        data={FILTERS}
        value={status ?? ''}
        maw={260}
        onChange={(e) =>
          actor.send({
            type: 'filter.change',
            status: (e.currentTarget.value || null) as ArticleStatus | null,
          })
        }
      />
      {busy && <PageLoader />}
      {failed && (
        <LoadFailed
          title="The articles could not be loaded"
          onRetry={() => actor.send({ type: 'list.retry' })}
        />
      )}
      {!busy && !failed && articles.length === 0 && <Text>No articles here yet.</Text>}
      {!busy && articles.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Articles">
          {articles.map((article) => (
            <ArticleRow key={article.id} article={article} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
