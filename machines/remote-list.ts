import { assign, fromPromise, setup } from 'xstate';

export type RemoteListEvent = { type: 'list.retry' };

/**
 * A list shown as it comes (the home page's banners, news and photos; a state's major events): it loads
 * for its request, shows the items or the empty text, and after a failure offers Try again. Another
 * request is another list: the view is keyed by it, so each request starts its own machine. The chart is
 * the same whatever the items are; the views that provide `loadList` know their types.
 */
export const remoteListMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    input: {} as { request: unknown },
    context: {} as { request: unknown; items: unknown[] },
    events: {} as RemoteListEvent,
  },
  actors: {
    loadList: fromPromise<unknown[], unknown>(async () => {
      throw new Error('loadList not provided');
    }),
  },
  guards: {
    hasItems: (_, params: { items: readonly unknown[] }) => params.items.length > 0,
  },
}).createMachine({
  id: 'remoteList',
  context: ({ input }) => ({ request: input.request, items: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadList',
        src: 'loadList',
        // Annotated: with an unknown request, XState cannot tell this mapper from a plain input value.
        input: ({ context }: { context: { request: unknown } }) => context.request,
        onDone: [
          {
            guard: { type: 'hasItems', params: ({ event }) => ({ items: event.output }) },
            target: 'listed',
            actions: assign({ items: ({ event }) => event.output }),
          },
          { target: 'empty' },
        ],
        onError: 'failed',
      },
    },
    listed: {},
    empty: {},
    failed: { on: { 'list.retry': 'loading' } },
  },
});
