import { z } from 'zod';
import { allEndpoints } from '../../shared/contract/all-endpoints';
import { type EndpointName, endpointSchemas } from '../../shared/contract/endpoint-schemas';
import type { ApiEndpoint } from '../../shared/contract/endpoint-types';
import type { HubMessageName } from '../../shared/contract/hub';
import { hubMessageSchemas } from '../../shared/contract/hub-schemas';

/** An answer that does not match its schema in the contract: the server and the app disagree. */
export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError';
}

/** Development and tests only (loaded behind import.meta.env.DEV): throws when an answer breaks the contract. */
export function checkAnswer(endpoint: ApiEndpoint, answer: unknown) {
  const name = (Object.keys(allEndpoints) as EndpointName[]).find((key) => allEndpoints[key] === endpoint);
  if (!name) throw new ContractMismatchError(`${endpoint.method} ${endpoint.path} is not in the contract`);
  const schema = endpointSchemas[name].answer;
  if (!(schema instanceof z.ZodType)) return;
  const result = schema.safeParse(answer);
  if (result.success) return;
  const message = `The answer of ${endpoint.method} ${endpoint.path} (${name}) does not match the contract:\n${z.prettifyError(result.error)}`;
  console.error(message, answer);
  throw new ContractMismatchError(message);
}

/** Development and tests only: whether a hub message's arguments match the contract (a mismatch is logged). */
export function checkHubMessage(name: HubMessageName, args: unknown[]): boolean {
  const result = hubMessageSchemas[name].safeParse(args);
  if (!result.success)
    console.error(
      `The hub message ${name} does not match the contract:\n${z.prettifyError(result.error)}`,
      args,
    );
  return result.success;
}
