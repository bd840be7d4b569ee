/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/types';

import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ProfileSyncStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileSyncStatusQuery = { __typename: 'Query', profileSyncStatus: Array<{ __typename: 'ProfileSync', system: Types.SystemKey, label: string, connected: boolean, status: Types.SyncStatus, details: string | null, lastSynced: string | null }> };

export type SyncProfileMutationVariables = Exact<{ [key: string]: never; }>;


export type SyncProfileMutation = { __typename: 'Mutation', syncProfile: Array<{ __typename: 'ProfileSync', system: Types.SystemKey, label: string, connected: boolean, status: Types.SyncStatus, details: string | null, lastSynced: string | null }> };

export type PullProfileMutationVariables = Exact<{
  system: Types.SystemKey;
}>;


export type PullProfileMutation = { __typename: 'Mutation', pullProfile: { __typename: 'ProfileSync', system: Types.SystemKey, label: string, connected: boolean, status: Types.SyncStatus, details: string | null, lastSynced: string | null } };

export type PushProfileMutationVariables = Exact<{
  system: Types.SystemKey;
}>;


export type PushProfileMutation = { __typename: 'Mutation', pushProfile: { __typename: 'ProfileSync', system: Types.SystemKey, label: string, connected: boolean, status: Types.SyncStatus, details: string | null, lastSynced: string | null } };


export const ProfileSyncStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileSyncStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"profileSyncStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SyncStatusList_rows"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncStatusList_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileSync"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"lastSynced"}}]}}]} as unknown as DocumentNode<ProfileSyncStatusQuery, ProfileSyncStatusQueryVariables>;
export const SyncProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"syncProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SyncStatusList_rows"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncStatusList_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileSync"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"lastSynced"}}]}}]} as unknown as DocumentNode<SyncProfileMutation, SyncProfileMutationVariables>;
export const PullProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PullProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemKey"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pullProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SyncStatusList_rows"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncStatusList_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileSync"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"lastSynced"}}]}}]} as unknown as DocumentNode<PullProfileMutation, PullProfileMutationVariables>;
export const PushProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SystemKey"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pushProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SyncStatusList_rows"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncStatusList_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileSync"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"lastSynced"}}]}}]} as unknown as DocumentNode<PushProfileMutation, PushProfileMutationVariables>;

export function useProfileSyncStatusQuery(options?: useQuery.Options<ProfileSyncStatusQuery, ProfileSyncStatusQueryVariables>) {
  return useQuery(ProfileSyncStatusDocument, options);
}

export function useProfileSyncStatusLazyQuery(options?: useLazyQuery.Options<ProfileSyncStatusQuery, ProfileSyncStatusQueryVariables>) {
  return useLazyQuery(ProfileSyncStatusDocument, options);
}

export function usePullProfileMutation(options?: useMutation.Options<PullProfileMutation, PullProfileMutationVariables>) {
  return useMutation(PullProfileDocument, options);
}

export function usePushProfileMutation(options?: useMutation.Options<PushProfileMutation, PushProfileMutationVariables>) {
  return useMutation(PushProfileDocument, options);
}

export function useSyncProfileMutation(options?: useMutation.Options<SyncProfileMutation, SyncProfileMutationVariables>) {
  return useMutation(SyncProfileDocument, options);
}