import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ActorOptions, AnyActorLogic, AnyActorRef } from 'xstate';

/** What `createActorContext(machine)` gives a flow (src/client/features/<flow>/<flow>.context.ts). */
export interface FlowContext<TLogic extends AnyActorLogic> {
  useActorRef: () => AnyActorRef;
  Provider: (props: { children: ReactNode; options?: ActorOptions<TLogic>; logic?: TLogic }) => ReactElement;
}

/** Renders a view inside Mantine as the tests run it (`env="test"`: no transitions, no portals' delays). */
export function renderInMantine(ui: ReactNode, theme?: MantineThemeOverride) {
  return render(
    <MantineProvider env="test" theme={theme}>
      {ui}
    </MantineProvider>,
  );
}

/**
 * A component to put inside a flow's Provider: it keeps the live actor the Provider started, for `actor()`
 * (the path harness checks it against the model after every step).
 */
export function actorCapture<TLogic extends AnyActorLogic>(context: FlowContext<TLogic>) {
  let actor: AnyActorRef | undefined;
  function Capture() {
    actor = context.useActorRef();
    return null;
  }
  return { Capture, actor: () => actor as AnyActorRef };
}

/**
 * Renders a flow's page: Mantine, a MemoryRouter at `at` (when given), the flow's Provider with `logic` and
 * `options` (input, the coverage's inspect), and the page. Returns the live actor, read when asked.
 */
export function renderFlow<TLogic extends AnyActorLogic>(
  context: FlowContext<TLogic>,
  provider: { logic: TLogic; options?: ActorOptions<TLogic>; at?: string },
  page: ReactNode,
): () => AnyActorRef {
  const { Capture, actor } = actorCapture(context);
  const flow = (
    <context.Provider logic={provider.logic} options={provider.options}>
      <Capture />
      {page}
    </context.Provider>
  );
  renderInMantine(
    provider.at === undefined ? flow : <MemoryRouter initialEntries={[provider.at]}>{flow}</MemoryRouter>,
  );
  return actor;
}
