import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createActor, fromPromise } from 'xstate';

/**
 * Display data (news, photos, banners) loaded once per input: a promise actor per distinct input. A failure
 * leaves the data empty, as the spec asks for these panels. The actor is not stopped on cleanup: a stopped
 * actor cannot start again (as StrictMode's second effect run would ask), and a settled promise costs nothing.
 */
export function useRemote<T>(load: () => Promise<T>, key: string): { data: T | undefined; loading: boolean } {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the input `load` closes over
  const actor = useMemo(() => createActor(fromPromise(load)), [key]);
  useEffect(() => {
    actor.start();
  }, [actor]);
  const data = useSelector(actor, (s) => (s.status === 'done' ? s.output : undefined));
  const loading = useSelector(actor, (s) => s.status === 'active');
  return { data, loading };
}
