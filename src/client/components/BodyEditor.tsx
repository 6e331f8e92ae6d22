import '@mantine/core/styles/Typography.css';
import { Box, Button, Group, Input, TextInput, Typography } from '@mantine/core';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, useState } from 'react';

/*
 * TipTap directly, with a toolbar of Mantine buttons. @mantine/tiptap's toolbar was tried: its controls' Tooltip
 * keeps 2.7 KiB more of floating-ui in the Mantine chunk every page loads first (over the first-load budget), for
 * tooltips this toolbar's labelled buttons do not need.
 */

interface Mark {
  label: string;
  text: string;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const MARKS: Mark[][] = [
  [
    {
      label: 'Bold',
      text: 'Bold',
      active: (e) => e.isActive('bold'),
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      label: 'Italic',
      text: 'Italic',
      active: (e) => e.isActive('italic'),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
  ],
  [2, 3, 4].map((level) => ({
    label: `Heading ${level}`,
    text: `H${level}`,
    active: (e: Editor) => e.isActive('heading', { level }),
    run: (e: Editor) =>
      e
        .chain()
        .focus()
        .toggleHeading({ level: level as 2 | 3 | 4 })
        .run(),
  })),
  [
    {
      label: 'Bullet list',
      text: 'Bullets',
      active: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      label: 'Numbered list',
      text: 'Numbers',
      active: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      label: 'Quote',
      text: 'Quote',
      active: (e) => e.isActive('blockquote'),
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
  ],
];

function LinkControl({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const address = href.trim();
    if (address) editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    else editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        aria-expanded={open}
        onClick={() => {
          setHref(editor.getAttributes('link').href ?? '');
          setOpen((was) => !was);
        }}
      >
        Link
      </Button>
      {open && (
        <Group gap="xs" wrap="nowrap" w="100%">
          <TextInput
            aria-label="Link address"
            placeholder="https://… or /news/…"
            size="xs"
            flex={1}
            value={href}
            onChange={(e) => setHref(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                apply();
              }
            }}
          />
          <Button size="compact-sm" onClick={apply}>
            Set link
          </Button>
        </Group>
      )}
    </>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => MARKS.flat().map((mark) => (e ? mark.active(e) : false)),
  });
  let index = 0;
  return (
    <Group
      gap="xs"
      p="xs"
      role="toolbar"
      aria-label="Formatting"
      wrap="wrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-4)' }}
    >
      {MARKS.map((group) => (
        <Group key={group[0]?.label} gap={4} wrap="nowrap">
          {group.map((mark) => {
            const pressed = active[index++] ?? false;
            return (
              <Button
                key={mark.label}
                size="compact-sm"
                variant={pressed ? 'filled' : 'default'}
                title={mark.label}
                aria-pressed={pressed}
                onClick={() => mark.run(editor)}
              >
                {mark.text}
              </Button>
            );
          })}
        </Group>
      ))}
      <LinkControl editor={editor} />
    </Group>
  );
}

const EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] },
  }),
];

/**
 * An article's body in the rich-text editor (TipTap): headings, bold and italic, lists, quotes and links, as
 * the article pages render them. It reports its HTML on every change; the server sanitises it. It takes `value`
 * when it mounts (the editor keeps its own document after that).
 */
export function BodyEditor({
  value,
  onChange,
  error,
  label = 'Body',
}: {
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** Names the field (and its error's id), for a form with more than one. */
  label?: string;
}) {
  const errorId = `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-editor-error`;
  const [initialContent] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        style: 'min-height: 200px; padding: 8px 0;',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    }),
    [label, error, errorId],
  );
  // The options stay the same objects from one render to the next: useEditor hands changed options to the editor,
  // which then sets its view's state again, and a keystroke ProseMirror had not yet read from the page was lost
  // (typing fast after Bold lost the bold letters).
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    // Drawn in the browser only: the server's page shows the form, the editor starts once the app runs.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  return (
    <Input.Wrapper label={label} error={error} errorProps={{ id: errorId }}>
      <Box
        mt={4}
        style={{
          border: `1px solid var(--mantine-color-${error ? 'red-7' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        {editor && <Toolbar editor={editor} />}
        <Typography px="sm">
          <EditorContent editor={editor} />
        </Typography>
      </Box>
    </Input.Wrapper>
  );
}
