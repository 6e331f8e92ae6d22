import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Slider.css';
import { Checkbox, MultiSelect, RangeSlider, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { Region } from '../../../shared/contract/location';
import { DIVISION_OPTIONS, grandSlamLabel, hasDivisions } from '../../../shared/game-rules';
import { BUY_IN_RANGE, DISTANCE_OPTIONS_M } from '../../../shared/search-options';
import { statesByShort } from '../../../shared/states';
import { LocationContext } from '../../components/location/location-context';
import { useMember } from '../../components/member';
import { GameSearchContext } from './search-context';

const DISTANCE_LABELS: Record<number, string> = {
  0: 'Any',
  10000: '<10km',
  25000: '<25km',
  50000: '<50km',
  250000: '<250km',
};

/** The filter panel: state, regions, guarantee, distance, buy-in and, where offered, the game type. */
export function SearchFilters() {
  const actor = GameSearchContext.useActorRef();
  const filters = GameSearchContext.useSelector((s) => s.context.filters);
  const member = useMember();
  const hasPosition = LocationContext.useSelector((s) => s.context.coords !== null);
  const regions: Region[] = LocationContext.useSelector((s) => s.context.regions);
  const change = (next: Partial<typeof filters>) => actor.send({ type: 'filters.change', filters: next });
  const [min, max] = filters.buyIn;

  // Spec section 5: the divisions only for WA; grand slam for VIC; VIP Loyalty for brand 1 members.
  const grandSlam = grandSlamLabel(filters.stateId, member?.brandId);
  const gameTypeOptions = [
    ...(hasDivisions(filters.stateId)
      ? DIVISION_OPTIONS.map((d) => ({ value: String(d.id), label: d.label }))
      : []),
    ...(grandSlam ? [{ value: 'grandslam', label: grandSlam }] : []),
  ];
  const gameTypeValue = filters.grandSlam
    ? 'grandslam'
    : filters.gameTypeId
      ? String(filters.gameTypeId)
      : null;

  return (
    <Stack gap="sm" data-testid="search-filters">
      <Select
        label="State"
        data={statesByShort.map((s) => ({ value: String(s.id), label: s.name }))}
        value={String(filters.stateId)}
        onChange={(value) => value && change({ stateId: Number(value) })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
      <MultiSelect
        label="Regions"
        placeholder="All regions"
        data={regions
          .filter((r) => r.state.id === filters.stateId)
          .map((r) => ({ value: String(r.id), label: r.name }))}
        value={filters.regions.map(String)}
        onChange={(values) => change({ regions: values.map(Number) })}
        clearable
        searchable
        comboboxProps={{ withinPortal: false }}
      />
      <Checkbox
        label="Guaranteed prize pool"
        checked={filters.guarantee}
        onChange={(e) => change({ guarantee: e.currentTarget.checked })}
      />
      <div>
        <Text fz="sm" fw={500} mb={4}>
          Distance{!hasPosition && ' (needs your location)'}
        </Text>
        <SegmentedControl
          fullWidth
          size="xs"
          disabled={!hasPosition}
          data={DISTANCE_OPTIONS_M.map((m) => ({ value: String(m), label: DISTANCE_LABELS[m] ?? String(m) }))}
          value={String(filters.withinDistance)}
          onChange={(value) => change({ withinDistance: Number(value) })}
        />
      </div>
      <div>
        <Text fz="sm" fw={500}>
          Buy-in: ${min} - {max > BUY_IN_RANGE.openFrom ? `$${BUY_IN_RANGE.openFrom}+` : `$${max}`}
        </Text>
        <RangeSlider
          min={BUY_IN_RANGE.min}
          max={BUY_IN_RANGE.max}
          step={BUY_IN_RANGE.step}
          minRange={BUY_IN_RANGE.step}
          value={filters.buyIn}
          onChange={(value) => change({ buyIn: value })}
          label={(value) => (value > BUY_IN_RANGE.openFrom ? `$${BUY_IN_RANGE.openFrom}+` : `$${value}`)}
          mb="md"
          aria-label="Buy-in range"
        />
      </div>
      {gameTypeOptions.length > 0 && (
        <Select
          label="Game type"
          placeholder="All games"
          data={gameTypeOptions}
          value={gameTypeValue}
          clearable
          onChange={(value) =>
            change(
              value === 'grandslam'
                ? { grandSlam: true, gameTypeId: null }
                : {
                    grandSlam: false,
                    gameTypeId: value ? (Number(value) as (typeof DIVISION_OPTIONS)[number]['id']) : null,
                  },
            )
          }
          comboboxProps={{ withinPortal: false }}
        />
      )}
    </Stack>
  );
}
