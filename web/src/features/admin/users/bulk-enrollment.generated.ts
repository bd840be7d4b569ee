/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/types';

import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PreviewBulkEnrollmentQueryVariables = Exact<{
  input: Types.BulkEnrollmentInput;
}>;


export type PreviewBulkEnrollmentQuery = { __typename: 'Query', previewBulkEnrollment: Array<{ __typename: 'BulkEnrollmentRow', line: number, firstName: string, lastName: string, email: string, outcome: Types.BulkEnrollmentOutcome, reason: string | null }> };

export type AdminBulkEnrollMutationVariables = Exact<{
  input: Types.BulkEnrollmentInput;
}>;


export type AdminBulkEnrollMutation = { __typename: 'Mutation', adminBulkEnroll: Array<{ __typename: 'BulkEnrollmentRow', line: number, outcome: Types.BulkEnrollmentOutcome }> };


export const PreviewBulkEnrollmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewBulkEnrollment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkEnrollmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"previewBulkEnrollment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<PreviewBulkEnrollmentQuery, PreviewBulkEnrollmentQueryVariables>;
export const AdminBulkEnrollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBulkEnroll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkEnrollmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminBulkEnroll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]} as unknown as DocumentNode<AdminBulkEnrollMutation, AdminBulkEnrollMutationVariables>;

export function useAdminBulkEnrollMutation(options?: useMutation.Options<AdminBulkEnrollMutation, AdminBulkEnrollMutationVariables>) {
  return useMutation(AdminBulkEnrollDocument, options);
}

export function usePreviewBulkEnrollmentQuery(options: useQuery.Options<PreviewBulkEnrollmentQuery, PreviewBulkEnrollmentQueryVariables>) {
  return useQuery(PreviewBulkEnrollmentDocument, options);
}

export function usePreviewBulkEnrollmentLazyQuery(options?: useLazyQuery.Options<PreviewBulkEnrollmentQuery, PreviewBulkEnrollmentQueryVariables>) {
  return useLazyQuery(PreviewBulkEnrollmentDocument, options);
}