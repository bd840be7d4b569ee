/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/types';

import { useMutation } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type FixAdminMutationVariables = Exact<{ [key: string]: never; }>;


export type FixAdminMutation = { __typename: 'Mutation', fixAdmin: { __typename: 'FixAdminReport', ok: boolean, repaired: Array<string>, activeSuperAdmins: number, lines: Array<string>, text: string } };


export const FixAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FixAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fixAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"repaired"}},{"kind":"Field","name":{"kind":"Name","value":"activeSuperAdmins"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<FixAdminMutation, FixAdminMutationVariables>;

export function useFixAdminMutation(options?: useMutation.Options<FixAdminMutation, FixAdminMutationVariables>) {
  return useMutation(FixAdminDocument, options);
}