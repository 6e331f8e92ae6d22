import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { statesByShort } from '../../../shared/states';
import { LocationContext } from '../../components/location/location-context';

// In a portal above the modal: inside it, the list was clipped by the modal's body after about two options.
const DROPDOWN = { withinPortal: true, zIndex: 1000 } as const;

const STATE_OPTIONS = statesByShort.map((s) => ({ value: String(s.id), label: `${s.short} - ${s.name}` }));

/** 'Choose your location': state, region of that state, current position, OK. No cancel, by the spec. */
export function LocationModal() {
  const actor = LocationContext.useActorRef();
  const opened = LocationContext.useSelector((s) => s.hasTag('modal'));
  const busy = LocationContext.useSelector((s) => s.hasTag('busy'));
  const regionsLoading = LocationContext.useSelector((s) => s.hasTag('regions.busy'));
  const canConfirm = LocationContext.useSelector((s) => s.can({ type: 'location.confirm' }));
  const positionFailed = LocationContext.useSelector((s) => s.context.positionFailed);
  const draftStateId = LocationContext.useSelector((s) => s.context.draftStateId);
  const draftRegionId = LocationContext.useSelector((s) => s.context.draftRegionId);
  const regions = LocationContext.useSelector((s) => s.context.regions);

  const regionOptions = regions
    .filter((r) => r.state.id === draftStateId)
    .map((r) => ({ value: String(r.id), label: r.name }));

  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title="Choose your location"
      styles={{ title: { fontWeight: 700, fontSize: 20 } }}
    >
      <Stack>
        {positionFailed && (
          <Alert color="orange" variant="light">
            We could not find your position. Please choose your state and region.
          </Alert>
        )}
        <Select
          label="State"
          placeholder="Choose a state"
          data={STATE_OPTIONS}
          value={draftStateId === null ? null : String(draftStateId)}
          onChange={(value) =>
            actor.send({ type: 'state.select', stateId: value === null ? null : Number(value) })
          }
          allowDeselect={false}
          comboboxProps={DROPDOWN}
          // All eight states at once, without a scrolling list.
          maxDropdownHeight={340}
          disabled={busy}
        />
        <Select
          label="Region"
          placeholder={draftStateId === null ? 'Choose a state first' : 'All regions'}
          data={regionOptions}
          value={draftRegionId === null ? null : String(draftRegionId)}
          onChange={(value) =>
            actor.send({ type: 'region.select', regionId: value === null ? null : Number(value) })
          }
          clearable
          searchable
          nothingFoundMessage={regionsLoading ? 'Loading regions...' : 'No regions'}
          comboboxProps={DROPDOWN}
          disabled={busy || draftStateId === null}
        />
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={() => actor.send({ type: 'position.use' })} loading={busy}>
            Use Current Location
          </Button>
          <Button onClick={() => actor.send({ type: 'location.confirm' })} disabled={!canConfirm || busy}>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
