import { fromPromise } from 'xstate';
import { accountDeleteRequestMachine } from '../../../../machines/account-delete-request';
import { inspectOptions } from '../../components/inspector';
import { sendDeleteRequest } from './api';
import { DeleteRequestContext, DeleteRequestPage } from './DeleteRequestPage';

const liveMachine = accountDeleteRequestMachine.provide({
  actors: { sendRequest: fromPromise(({ input, signal }) => sendDeleteRequest(input, signal)) },
});

/** /accountDeleteRequest: no sign-in needed (member spec, section 6). */
export function Component() {
  return (
    <DeleteRequestContext.Provider logic={liveMachine} options={inspectOptions()}>
      <DeleteRequestPage />
    </DeleteRequestContext.Provider>
  );
}
