import { type ActorRefFrom, fromCallback } from 'xstate';
import { type ChosenLocation, chosenLocation, type locationMachine } from '../../../../machines/location';

/**
 * For a page's machine to invoke: asks the location flow to resolve (a stored choice, the nearest venue,
 * or the modal) and reports the chosen location now and whenever the flow's snapshot changes. The page's
 * machine ignores reports that change nothing.
 */
export const followLocation = (location: ActorRefFrom<typeof locationMachine>) =>
  fromCallback(({ sendBack }) => {
    location.send({ type: 'location.resolve' });
    const report = () => {
      const change: { type: 'location.change'; location: ChosenLocation } = {
        type: 'location.change',
        location: chosenLocation(location.getSnapshot().context),
      };
      sendBack(change);
    };
    report();
    const subscription = location.subscribe(report);
    return () => subscription.unsubscribe();
  });
