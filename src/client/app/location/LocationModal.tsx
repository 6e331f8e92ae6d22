import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { statesByShort } from '../../../shared/states';
import { LocationContext } from '../../components/location/location-context';

const STATE_OPTIONS = statesByShort.map((s) => ({ value: String(s.id), label: `${s.short} - ${s.name}` }));

const idOf = (value: string) => (value === '' ? null : Number(value));

/**
 * 'Choose your location': state, region of that state, current position, OK. No cancel, by the spec. The lists
 * are the browser's own: a phone shows its picker with every option, and a first visit's page opens the modal
 * without the work (and the code) of a searchable dropdown.
 */
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
  const allRegions =
    draftStateId === null ? 'Choose a state first' : regionsLoading ? 'Loading regions...' : 'All regions';

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
        <NativeSelect
          label="State"
          data={[{ value: '', label: 'Choose a state', disabled: true }, ...STATE_OPTIONS]}
          value={draftStateId === null ? '' : String(draftStateId)}
          onChange={(event) => actor.send({ type: 'state.select', stateId: idOf(event.currentTarget.value) })}
          disabled={busy}
        />
        <NativeSelect
          label="Region"
          data={[{ value: '', label: allRegions }, ...regionOptions]}
          value={draftRegionId === null ? '' : String(draftRegionId)}
          onChange={(event) =>
            actor.send({ type: 'region.select', regionId: idOf(event.currentTarget.value) })
          }
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
