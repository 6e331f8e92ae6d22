import type { z } from 'zod';
import type { Declarations } from './declarations';
import type { EndpointName, endpointSchemas } from './endpoint-schemas';

type Schemas<K extends EndpointName> = (typeof endpointSchemas)[K];
type Part<K extends EndpointName, P extends string> =
  Schemas<K> extends { readonly [key in P]: infer S } ? S : undefined;

/** What a handler receives after validation, and what the client sends (query values as numbers, not text). */
export type QueryOf<K extends EndpointName> =
  Part<K, 'query'> extends z.ZodType ? z.output<Part<K, 'query'>> : undefined;
export type ParamsOf<K extends EndpointName> =
  Part<K, 'params'> extends z.ZodType ? z.output<Part<K, 'params'>> : undefined;
export type BodyOf<K extends EndpointName> =
  Part<K, 'body'> extends z.ZodType ? z.output<Part<K, 'body'>> : undefined;
export type BodyInputOf<K extends EndpointName> =
  Part<K, 'body'> extends z.ZodType ? z.input<Part<K, 'body'>> : undefined;
/** A JSON answer as the schema gives it; unknown for pages and files. */
export type AnswerOf<K extends EndpointName> =
  Part<K, 'answer'> extends z.ZodType ? z.output<Part<K, 'answer'>> : unknown;

/** The endpoints the browser app calls through the API base. */
export type ApiEndpoint = Extract<Declarations[EndpointName], { path: `/umbraco/api/${string}` }>;

/** The name a declaration is exported under (declarations carry no name, to keep the browser's bundle small). */
export type NameOf<E> = {
  [K in EndpointName]: [E] extends [Declarations[K]] ? ([Declarations[K]] extends [E] ? K : never) : never;
}[EndpointName];
