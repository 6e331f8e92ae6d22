import '@mantine/core/styles/NumberInput.css';
import { Button, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { SETTINGS_FIELDS, type SettingsField, settingsDraftError } from '../../../../machines/floor-console';
import type { DirectorFloor } from '../../../shared/contract/floor';
import { MAX_TABLE_SIZE, MIN_TABLE_SIZE } from '../../../shared/floor';
import type { FloorConsoleRef } from './FloorConsole';

const FIELDS: Record<SettingsField, { label: string; dollars?: true; min?: number; max?: number }> = {
  tableSize: { label: 'Seats a table', min: MIN_TABLE_SIZE, max: MAX_TABLE_SIZE },
  lateRegistrationLevel: { label: 'Late registration closes after level (0: open)', min: 0, max: 100 },
  entryToPool: { label: 'Each entry adds to the pool', dollars: true },
  rebuyToPool: { label: 'Each rebuy adds to the pool', dollars: true },
  addOnToPool: { label: 'Each add-on adds to the pool', dollars: true },
  bounty: { label: 'Bounty a knockout (0: none)', dollars: true },
  guarantee: { label: 'Guaranteed pool (0: none)', dollars: true },
};

/** The event's floor settings: the table size, late registration, what goes to the pool, bounty, guarantee. */
export function FloorSettingsForm({ console: floorConsole }: { console: FloorConsoleRef }) {
  const settings = useSelector(floorConsole, (s) => (s.context.floor as DirectorFloor).settings);
  const draft = useSelector(floorConsole, (s) => s.context.settings);
  const draftError = useSelector(floorConsole, (s) =>
    s.context.settings ? settingsDraftError(s.context) : null,
  );
  const canSave = useSelector(floorConsole, (s) => s.can({ type: 'settings.save' }));
  return (
    <Paper withBorder p="md" radius="md" data-testid="floor-settings">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          floorConsole.send({ type: 'settings.save' });
        }}
      >
        <Stack gap="sm">
          <Title order={3} fz="h4">
            Settings
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {SETTINGS_FIELDS.map((field) => {
              const { label, dollars, min = 0, max } = FIELDS[field];
              return (
                <NumberInput
                  key={field}
                  label={label}
                  prefix={dollars ? '$' : undefined}
                  thousandSeparator={dollars ? ',' : undefined}
                  min={min}
                  max={max}
                  allowDecimal={false}
                  value={draft ? draft[field] : settings[field]}
                  onChange={(value) => floorConsole.send({ type: 'settings.change', field, value })}
                />
              );
            })}
          </SimpleGrid>
          {draftError && (
            <Text c="red.8" fz="sm" data-testid="settings-error">
              {draftError}
            </Text>
          )}
          <Button type="submit" disabled={!canSave}>
            Save settings
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
