import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Switch.css';
import {
  Box,
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { type DraftField, newsEditorMachine } from '../../../../machines/news-editor';
import type { ArticleStatus } from '../../../shared/contract/admin-news';
import { STATES } from '../../../shared/states';
import { BodyEditor } from '../../components/BodyEditor';
import { EditorFrame } from '../../components/EditorFrame';
import { EditorMessages } from '../../components/EditorMessages';
import { EditorPreview } from '../../components/EditorPreview';
import { EditorStatusLine } from '../../components/EditorStatusLine';
import { NewsArticleView } from '../../components/NewsArticleView';
import { formatPublishAt, STATUS_LABELS } from './AdminNewsListPage';

export const NewsEditorContext = createActorContext(newsEditorMachine);

function useField<F extends DraftField>(field: F) {
  const actor = NewsEditorContext.useActorRef();
  const value = NewsEditorContext.useSelector((s) => s.context.draft[field]);
  const error = NewsEditorContext.useSelector((s) => s.context.fieldErrors[field]);
  const change = (next: typeof value) => actor.send({ type: 'draft.change', field, value: next });
  return { value, error, change };
}

function TitleField() {
  const { value, error, change } = useField('title');
  return (
    <TextInput
      label="Title"
      required
      value={value}
      error={error}
      onChange={(e) => change(e.currentTarget.value)}
    />
  );
}

function UrlNameField() {
  const { value, error, change } = useField('urlName');
  return (
    <TextInput
      label="URL name"
      required
      description={`The article's address: /news/${value || '…'}`}
      value={value}
      error={error}
      onChange={(e) => change(e.currentTarget.value)}
    />
  );
}

function ExcerptField() {
  const { value, error, change } = useField('excerpt');
  return (
    <Textarea
      label="Excerpt"
      description="The line under the title on the news cards"
      rows={3}
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

function StatesField() {
  const { value, error, change } = useField('states');
  return (
    <Checkbox.Group
      label="States it appears in"
      description="None ticked: every state"
      value={value}
      error={error ?? undefined}
      onChange={(next) => change(STATES.map((s) => s.short).filter((short) => next.includes(short)))}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs" spacing="xs">
        {STATES.map((state) => (
          <Checkbox key={state.short} value={state.short} label={state.short} aria-label={state.name} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

function FeaturedField() {
  const { value, change } = useField('featured');
  return (
    <Switch
      label="Featured (the home page's banner and Featured News)"
      checked={value}
      onChange={(e) => change(e.currentTarget.checked)}
    />
  );
}

function DateFields() {
  const date = useField('articleDate');
  const publishAt = useField('publishAt');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        type="date"
        label="Article date"
        required
        value={date.value}
        error={date.error}
        onChange={(e) => date.change(e.currentTarget.value)}
      />
      <TextInput
        type="datetime-local"
        step={1}
        label="Publish at (to schedule)"
        description="Your local time"
        value={publishAt.value}
        error={publishAt.error}
        onChange={(e) => publishAt.change(e.currentTarget.value)}
      />
    </SimpleGrid>
  );
}

const PICTURES = [
  { kind: 'banner', label: 'Banner', hint: 'Cropped to 1600 × 560' },
  { kind: 'logo', label: 'Logo', hint: 'Fitted in 256 × 256' },
] as const;

/** The saved article's banner and logo: each uploaded on its own, at once (JPG, PNG or WebP). */
function Pictures() {
  const actor = NewsEditorContext.useActorRef();
  const id = NewsEditorContext.useSelector((s) => s.context.id);
  const saved = NewsEditorContext.useSelector((s) => s.context.saved);
  const busy = NewsEditorContext.useSelector((s) => s.hasTag('busy'));
  const error = NewsEditorContext.useSelector((s) => s.context.fieldErrors.image);
  return (
    <Box
      component="fieldset"
      m={0}
      p="sm"
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
    >
      <Text component="legend" fw={500} size="sm" px={4}>
        Pictures
      </Text>
      {id === null ? (
        <Text size="sm">Save the article to add its banner and logo.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {PICTURES.map((picture) => {
            const url = picture.kind === 'banner' ? saved?.bannerUrl : saved?.logoUrl;
            return (
              <Stack key={picture.kind} gap={4}>
                {url ? (
                  <Image
                    src={url}
                    alt={`Current ${picture.label.toLowerCase()}`}
                    h={picture.kind === 'banner' ? 80 : 64}
                    w={picture.kind === 'banner' ? 228 : 64}
                    fit={picture.kind === 'banner' ? 'cover' : 'contain'}
                    radius="sm"
                  />
                ) : (
                  <Text size="sm">No {picture.label.toLowerCase()} yet</Text>
                )}
                <FileButton
                  accept="image/jpeg,image/png,image/webp"
                  onChange={(file) => file && actor.send({ type: 'image.upload', kind: picture.kind, file })}
                  inputProps={{ 'aria-label': `${picture.label} file` }}
                >
                  {(props) => (
                    <Button {...props} variant="default" size="compact-sm" disabled={busy} w="fit-content">
                      Upload {picture.label.toLowerCase()}
                    </Button>
                  )}
                </FileButton>
                <Text size="xs" c="gray.7">
                  {picture.hint}
                </Text>
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
      {error && (
        <Text c="red.8" size="sm" mt="xs">
          {error}
        </Text>
      )}
    </Box>
  );
}

function Actions() {
  const actor = NewsEditorContext.useActorRef();
  const saving = NewsEditorContext.useSelector((s) => s.hasTag('busy'));
  const status = NewsEditorContext.useSelector((s) => s.context.saved?.status ?? null);
  const save = (next: ArticleStatus) => actor.send({ type: 'save.submit', status: next });
  const live = status === 'published';
  return (
    <Group gap="sm" wrap="wrap">
      {live ? (
        <Button onClick={() => save('published')} loading={saving}>
          Update
        </Button>
      ) : (
        <Button variant="default" onClick={() => save('draft')} disabled={saving}>
          Save draft
        </Button>
      )}
      {!live && (
        <Button onClick={() => save('published')} disabled={saving}>
          Publish now
        </Button>
      )}
      <Button variant="light" onClick={() => save('scheduled')} disabled={saving}>
        Schedule
      </Button>
      {(status === 'published' || status === 'scheduled') && (
        <Button variant="outline" color="red" onClick={() => save('unpublished')} disabled={saving}>
          Unpublish
        </Button>
      )}
      <Button variant="subtle" onClick={() => actor.send({ type: 'preview.open' })} disabled={saving}>
        Preview
      </Button>
    </Group>
  );
}

function StatusLine() {
  const saved = NewsEditorContext.useSelector((s) => s.context.saved);
  return (
    <EditorStatusLine
      status={saved ? STATUS_LABELS[saved.status] : null}
      testId="article-status"
      siteAddress={saved?.status === 'published' ? `/news/${saved.urlName}` : null}
    >
      {saved?.status === 'scheduled' && saved.publishAt && (
        <Text size="sm">Goes live {formatPublishAt(saved.publishAt)}</Text>
      )}
    </EditorStatusLine>
  );
}

function Messages() {
  const error = NewsEditorContext.useSelector((s) => (s.matches('loadFailed') ? null : s.context.error));
  const notice = NewsEditorContext.useSelector((s) => s.context.notice);
  return <EditorMessages error={error} notice={notice} />;
}

function Preview() {
  const actor = NewsEditorContext.useActorRef();
  const preview = NewsEditorContext.useSelector((s) => s.context.preview);
  return (
    <EditorPreview testId="article-preview" onClose={() => actor.send({ type: 'preview.close' })}>
      {preview && <NewsArticleView article={preview} />}
    </EditorPreview>
  );
}

/** /admin/news/{id|new}: the article's editor, or its preview. */
export function NewsEditorPage() {
  const actor = NewsEditorContext.useActorRef();
  const id = NewsEditorContext.useSelector((s) => s.context.id);
  const loading = NewsEditorContext.useSelector((s) => s.matches('loading') || s.matches('starting'));
  const failed = NewsEditorContext.useSelector((s) => s.matches('loadFailed'));
  const previewing = NewsEditorContext.useSelector((s) => s.matches('previewing'));
  const title = NewsEditorContext.useSelector((s) => s.context.saved?.title);
  const params = useParams();
  const navigate = useNavigate();
  // A new article, once saved, has an address of its own (a reload opens it again).
  useEffect(() => {
    if (id !== null && params.id === 'new') navigate(`/admin/news/${id}`, { replace: true });
  }, [id, params.id, navigate]);
  return (
    <EditorFrame
      documentTitle={title ? `Edit: ${title}` : 'New article'}
      back={{ to: '/admin/news', label: 'All articles' }}
      heading={id === null ? 'New article' : 'Edit article'}
      loading={loading}
      failedTitle={failed ? 'The article could not be loaded' : null}
      onRetry={() => actor.send({ type: 'load.retry' })}
    >
      <StatusLine />
      <Messages />
      {previewing ? (
        <Preview />
      ) : (
        <Stack gap="md" component="form" onSubmit={(e) => e.preventDefault()} aria-label="Article">
          <TitleField />
          <UrlNameField />
          <ExcerptField />
          <BodyField />
          <StatesField />
          <FeaturedField />
          <DateFields />
          <Pictures />
          <Actions />
        </Stack>
      )}
    </EditorFrame>
  );
}
