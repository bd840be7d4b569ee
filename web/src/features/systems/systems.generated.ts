/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/types';

import { useLazyQuery, useQuery } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type LinkedSystemsQueryVariables = Exact<{ [key: string]: never; }>;


export type LinkedSystemsQuery = { __typename: 'Query', systems: Array<{ __typename: 'LinkedSystem', id: Types.SystemKey, name: string, description: string, url: string | null, isAvailable: boolean }> };


export const LinkedSystemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkedSystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"systems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}}]}}]}}]} as unknown as DocumentNode<LinkedSystemsQuery, LinkedSystemsQueryVariables>;

export function useLinkedSystemsQuery(options?: useQuery.Options<LinkedSystemsQuery, LinkedSystemsQueryVariables>) {
  return useQuery(LinkedSystemsDocument, options);
}

export function useLinkedSystemsLazyQuery(options?: useLazyQuery.Options<LinkedSystemsQuery, LinkedSystemsQueryVariables>) {
  return useLazyQuery(LinkedSystemsDocument, options);
}