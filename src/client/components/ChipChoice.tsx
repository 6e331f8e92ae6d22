import '@mantine/core/styles/Chip.css';
import { Chip, Group } from '@mantine/core';

export interface ChipOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** One choice out of a row of small chips (days, sessions, scoreboards), named for screen readers. */
export function ChipChoice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: ChipOption[];
  onChange: (value: string) => void;
}) {
  return (
    <Chip.Group value={value} onChange={(next) => onChange(next as string)}>
      <Group gap={6} role="group" aria-label={label}>
        {options.map((option) => (
          <Chip key={option.value} value={option.value} size="xs" disabled={option.disabled}>
            {option.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
