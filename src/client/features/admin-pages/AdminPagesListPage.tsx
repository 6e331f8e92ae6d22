import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { Link } from 'react-router-dom';
import { adminPagesListMachine } from '../../../../machines/admin-pages-list';
import type { PageStatus, StaffPageSummary } from '../../../shared/contract/admin-pages';
import { pageTitle } from '../../../shared/site';
import { LoadFailed } from '../../components/LoadFailed';
import { PageLoader } from '../../components/PageLoader';

export const AdminPagesListContext = createActorContext(adminPagesListMachine);

export const PAGE_STATUS_LABELS: Record<PageStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  unpublished: 'Unpublished',
};
const STATUS_COLOURS: Record<PageStatus, string> = {
  draft: 'gray',
  published: 'green',
  unpublished: 'orange',
};

function PageRow({ page }: { page: StaffPageSummary }) {
  return (
    <Paper withBorder p="sm" component="li" data-testid="admin-page-row">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Anchor component={Link} to={`/admin/pages/${page.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {page.title}
        </Anchor>
        <Badge color={STATUS_COLOURS[page.status]} variant="light" c="dark">
          {PAGE_STATUS_LABELS[page.status]}
        </Badge>
      </Group>
      <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        /about/{page.urlName} ·{' '}
        {page.showInNavbar ? `In the About menu, order ${page.navOrder}` : 'Not in the menu'}
      </Text>
    </Paper>
  );
}

/** /admin/pages: the About pages in the About menu's order, with their state, and a way to add one. */
export function AdminPagesListPage() {
  const actor = AdminPagesListContext.useActorRef();
  const pages = AdminPagesListContext.useSelector((s) => s.context.pages);
  const busy = AdminPagesListContext.useSelector((s) => s.hasTag('busy'));
  const failed = AdminPagesListContext.useSelector((s) => s.matches('failed'));
  return (
    <Stack gap="md">
      <title>{pageTitle('About pages')}</title>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>About pages</Title>
        <Button component={Link} to="/admin/pages/new">
          New page
        </Button>
      </Group>
      {busy && <PageLoader />}
      {failed && (
        <LoadFailed
          title="The pages could not be loaded"
          onRetry={() => actor.send({ type: 'list.retry' })}
        />
      )}
      {!busy && !failed && pages.length === 0 && <Text>No About pages yet.</Text>}
      {!busy && pages.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="About pages">
          {pages.map((page) => (
            <PageRow key={page.id} page={page} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
