import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Button, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { aboutPageEditorMachine, type PageField } from '../../../../machines/about-page-editor';
import { NAV_ORDER_MAX } from '../../../shared/about-menu';
import type { PageStatus } from '../../../shared/contract/admin-pages';
import { AboutPageView } from '../../components/AboutPageView';
import { BodyEditor } from '../../components/BodyEditor';
import { EditorFrame } from '../../components/EditorFrame';
import { EditorMessages } from '../../components/EditorMessages';
import { EditorPreview } from '../../components/EditorPreview';
import { EditorStatusLine } from '../../components/EditorStatusLine';
import { PAGE_STATUS_LABELS } from './AdminPagesListPage';

export const AboutPageEditorContext = createActorContext(aboutPageEditorMachine);

function useField<F extends PageField>(field: F) {
  const actor = AboutPageEditorContext.useActorRef();
  const value = AboutPageEditorContext.useSelector((s) => s.context.draft[field]);
  const error = AboutPageEditorContext.useSelector((s) => s.context.fieldErrors[field]);
  const change = (next: typeof value) => actor.send({ type: 'draft.change', field, value: next });
  return { value, error, change };
}

function TextField({
  field,
  label,
  description,
}: {
  field: 'title' | 'urlName';
  label: string;
  description?: string;
}) {
  const { value, error, change } = useField(field);
  return (
    <TextInput
      label={label}
      required
      description={description}
      value={value}
      error={error}
      onChange={(e) => change(e.currentTarget.value)}
    />
  );
}

function UrlNameField() {
  const urlName = AboutPageEditorContext.useSelector((s) => s.context.draft.urlName);
  return (
    <TextField
      field="urlName"
      label="URL name"
      description={`The page's address: /about/${urlName || '…'}`}
    />
  );
}

function ExcerptField() {
  const { value, error, change } = useField('excerpt');
  return (
    <Textarea
      label="Summary"
      description="A line about the page, for search engines and links"
      rows={2}
      value={value}
      error={error}
      onChange={(e) => change(e.currentTarget.value)}
    />
  );
}

function BodyField() {
  const { value, error, change } = useField('content');
  return <BodyEditor value={value} error={error} onChange={change} />;
}

function MenuFields() {
  const shown = useField('showInNavbar');
  const order = useField('navOrder');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="xs">
      <Switch
        label="Show in the About menu"
        checked={shown.value}
        onChange={(e) => shown.change(e.currentTarget.checked)}
        mt={{ sm: 'xl' }}
      />
      <TextInput
        type="number"
        min={0}
        max={NAV_ORDER_MAX}
        label="Order in the menu"
        description="Smallest first; pages of one order go by name"
        value={order.value}
        error={order.error}
        onChange={(e) => order.change(e.currentTarget.value)}
      />
    </SimpleGrid>
  );
}

function Actions() {
  const actor = AboutPageEditorContext.useActorRef();
  const busy = AboutPageEditorContext.useSelector((s) => s.hasTag('busy'));
  const status = AboutPageEditorContext.useSelector((s) => s.context.saved?.status ?? null);
  const save = (next: PageStatus) => actor.send({ type: 'save.submit', status: next });
  const live = status === 'published';
  return (
    <Group gap="sm" wrap="wrap">
      {live ? (
        <Button onClick={() => save('published')} loading={busy}>
          Update
        </Button>
      ) : (
        <>
          <Button variant="default" onClick={() => save('draft')} disabled={busy}>
            Save draft
          </Button>
          <Button onClick={() => save('published')} disabled={busy}>
            Publish
          </Button>
        </>
      )}
      {live && (
        <Button variant="outline" color="red" onClick={() => save('unpublished')} disabled={busy}>
          Unpublish
        </Button>
      )}
      <Button variant="subtle" onClick={() => actor.send({ type: 'preview.open' })} disabled={busy}>
        Preview
      </Button>
    </Group>
  );
}

function StatusLine() {
  const saved = AboutPageEditorContext.useSelector((s) => s.context.saved);
  return (
    <EditorStatusLine
      status={saved ? PAGE_STATUS_LABELS[saved.status] : null}
      testId="page-status"
      siteAddress={saved?.status === 'published' ? `/about/${saved.urlName}` : null}
    />
  );
}

function Messages() {
  const error = AboutPageEditorContext.useSelector((s) => (s.matches('loadFailed') ? null : s.context.error));
  const notice = AboutPageEditorContext.useSelector((s) => s.context.notice);
  return <EditorMessages error={error} notice={notice} />;
}

function Preview() {
  const actor = AboutPageEditorContext.useActorRef();
  const preview = AboutPageEditorContext.useSelector((s) => s.context.preview);
  return (
    <EditorPreview testId="page-preview" onClose={() => actor.send({ type: 'preview.close' })}>
      {preview && <AboutPageView article={preview} />}
    </EditorPreview>
  );
}

/** /admin/pages/{id|new}: an About page's editor, or its preview. */
export function AboutPageEditorPage() {
  const actor = AboutPageEditorContext.useActorRef();
  const id = AboutPageEditorContext.useSelector((s) => s.context.id);
  const loading = AboutPageEditorContext.useSelector((s) => s.matches('loading') || s.matches('starting'));
  const failed = AboutPageEditorContext.useSelector((s) => s.matches('loadFailed'));
  const previewing = AboutPageEditorContext.useSelector((s) => s.matches('previewing'));
  const title = AboutPageEditorContext.useSelector((s) => s.context.saved?.title);
  const params = useParams();
  const navigate = useNavigate();
  // A new page, once saved, has an address of its own (a reload opens it again).
  useEffect(() => {
    if (id !== null && params['*'] === 'new') navigate(`/admin/pages/${id}`, { replace: true });
  }, [id, params, navigate]);
  return (
    <EditorFrame
      documentTitle={title ? `Edit: ${title}` : 'New About page'}
      back={{ to: '/admin/pages', label: 'All About pages' }}
      heading={id === null ? 'New About page' : 'Edit About page'}
      loading={loading}
      failedTitle={failed ? 'The page could not be loaded' : null}
      onRetry={() => actor.send({ type: 'load.retry' })}
    >
      <StatusLine />
      <Messages />
      {previewing ? (
        <Preview />
      ) : (
        <Stack gap="md" component="form" onSubmit={(e) => e.preventDefault()} aria-label="About page">
          <TextField field="title" label="Title" />
          <UrlNameField />
          <ExcerptField />
          <BodyField />
          <MenuFields />
          <Actions />
        </Stack>
      )}
    </EditorFrame>
  );
}
