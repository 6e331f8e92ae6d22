// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { locationMachine } from '../../machines/location';
import { LocationChip } from '../../src/client/app/location/LocationChip';
import { LocationModal } from '../../src/client/app/location/LocationModal';
import { LocationContext } from '../../src/client/components/location/location-context';
import type { Region } from '../../src/shared/contract/location';
import type { Coords } from '../../src/shared/geo';
import { modalSelect, pickOption } from '../support/location-chooser';
import { renderInMantine } from '../support/render-flow';

const REGIONS: Region[] = [
  { id: 10, name: 'Melbourne - Inner', state: { id: 1 } },
  { id: 20, name: 'Sydney - City and Inner South', state: { id: 2 } },
  { id: 21, name: 'Newcastle and Lake Macquarie', state: { id: 2 } },
];

function renderChooser() {
  const persistLocation = vi.fn();
  const logic = locationMachine.provide({
    actors: {
      loadRegions: fromPromise(async () => REGIONS),
      getPosition: fromPromise<Coords>(async () => {
        throw new Error('denied');
      }),
    },
    actions: { persistLocation: (_, location) => persistLocation(location) },
  });
  let actor!: ReturnType<typeof LocationContext.useActorRef>;
  function Capture() {
    actor = LocationContext.useActorRef();
    return null;
  }
  renderInMantine(
    <LocationContext.Provider logic={logic} options={{ input: { stored: null } }}>
      <Capture />
      <LocationChip />
      <LocationModal />
    </LocationContext.Provider>,
  );
  return { actor: () => actor, persistLocation };
}

const select = modalSelect;
const chooseOption = (label: 'State' | 'Region', option: string) => pickOption(modalSelect(label), option);

describe('Choose your location', () => {
  it('opens when the position is denied, offers no cancel, and enables OK once a state is chosen', async () => {
    const { actor, persistLocation } = renderChooser();
    await act(async () => actor().send({ type: 'location.resolve' }));
    expect(await screen.findByText('Choose your location')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /cancel|close/i })).toBeNull();
    const ok = screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);

    chooseOption('State', 'NSW - New South Wales');
    expect(ok.disabled).toBe(false);

    // The state's own regions only, after 'All regions'.
    const options = [...select('Region').options].map((o) => o.text);
    expect(options).toEqual(['All regions', 'Sydney - City and Inner South', 'Newcastle and Lake Macquarie']);
    chooseOption('Region', 'Newcastle and Lake Macquarie');

    await act(async () => fireEvent.click(ok));
    expect(screen.queryByText('Choose your location')).toBeNull();
    expect(screen.getByTestId('location-chip').textContent).toContain('Newcastle and Lake Macquarie');
    expect(persistLocation).toHaveBeenCalledWith(
      expect.objectContaining({
        stateId: 2,
        regionId: 21,
        stateName: 'NSW',
        regionName: 'Newcastle and Lake Macquarie',
      }),
    );
  });

  it('clears the region when another state is chosen', async () => {
    const { actor } = renderChooser();
    await act(async () => actor().send({ type: 'location.open' }));
    chooseOption('State', 'NSW - New South Wales');
    chooseOption('Region', 'Newcastle and Lake Macquarie');
    expect(actor().getSnapshot().context.draftRegionId).toBe(21);
    chooseOption('State', 'VIC - Victoria');
    expect(actor().getSnapshot().context.draftRegionId).toBeNull();
    expect(select('Region').value).toBe('');
  });

  it("shows a note when 'Use Current Location' cannot find the position", async () => {
    const { actor } = renderChooser();
    await act(async () => actor().send({ type: 'location.open' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use Current Location' })));
    expect(await screen.findByText(/We could not find your position/)).toBeTruthy();
  });
});
