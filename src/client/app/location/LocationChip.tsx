import { Button } from '@mantine/core';
import { stateById } from '../../../shared/states';
import { LocationContext } from '../../components/location/location-context';

function PinIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
    </svg>
  );
}

/** Shows the chosen region (else the state, else VIC by default) and opens the location modal. */
export function LocationChip() {
  const actor = LocationContext.useActorRef();
  const label = LocationContext.useSelector(({ context }) => {
    const region = context.regions.find((r) => r.id === context.regionId)?.name ?? context.regionName;
    return region ?? context.stateName ?? stateById(context.stateId)?.short ?? 'VIC';
  });
  return (
    <Button
      variant="white"
      color="dark"
      size="compact-sm"
      radius="xl"
      leftSection={<PinIcon />}
      onClick={() => actor.send({ type: 'location.open' })}
      aria-label={`Location: ${label}. Change location`}
      data-testid="location-chip"
      // At most two lines on a phone ('Sydney - City and / Inner South'); a longer name ends in an ellipsis,
      // the whole of it in the title and the accessible name.
      title={label}
      maw={{ base: 168, md: 320 }}
      h="auto"
      mih={30}
      py={3}
      fz={{ base: 'xs', md: 'sm' }}
      styles={{
        label: {
          whiteSpace: 'normal',
          lineHeight: 1.15,
          textAlign: 'left',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        },
      }}
    >
      {label}
    </Button>
  );
}
