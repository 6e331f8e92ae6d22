import { Button, Group, TextInput } from '@mantine/core';

/** A search box and its button in one form: typing and submitting are the page's events. */
export function SearchForm({
  name,
  label,
  value,
  busy,
  disabled = false,
  submitLabel = 'Search',
  onChange,
  onSubmit,
}: {
  /** The form's accessible name: 'Search venues'. */
  name: string;
  label: string;
  value: string;
  busy: boolean;
  disabled?: boolean;
  submitLabel?: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  return (
    <form
      aria-label={name}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Group align="flex-end" wrap="wrap" gap="xs">
        <TextInput
          label={label}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          style={{ flex: '1 1 180px' }}
        />
        <Button type="submit" loading={busy} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
