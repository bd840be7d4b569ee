/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/types';

import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminDisclaimerSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDisclaimerSettingQuery = { __typename: 'Query', disclaimerSetting: { __typename: 'DisclaimerSetting', isVisible: boolean, text: string } };

export type AdminPrelaunchSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPrelaunchSettingQuery = { __typename: 'Query', prelaunchBannerSetting: { __typename: 'PrelaunchBannerSetting', isVisible: boolean } };

export type UpdateDisclaimerSettingMutationVariables = Exact<{
  input: Types.DisclaimerSettingInput;
}>;


export type UpdateDisclaimerSettingMutation = { __typename: 'Mutation', updateDisclaimerSetting: { __typename: 'DisclaimerSetting', isVisible: boolean, text: string } };

export type UpdatePrelaunchBannerSettingMutationVariables = Exact<{
  input: Types.PrelaunchBannerSettingInput;
}>;


export type UpdatePrelaunchBannerSettingMutation = { __typename: 'Mutation', updatePrelaunchBannerSetting: { __typename: 'PrelaunchBannerSetting', isVisible: boolean } };

export type UpdateBannerSettingsMutationVariables = Exact<{
  input: Types.BannerSettingsInput;
}>;


export type UpdateBannerSettingsMutation = { __typename: 'Mutation', updateBannerSettings: { __typename: 'BannerSettings', showDisclaimerBanner: boolean, showPreLaunchBanner: boolean, disclaimerText: string } };

export type AcademyTimeZoneQueryVariables = Exact<{ [key: string]: never; }>;


export type AcademyTimeZoneQuery = { __typename: 'Query', academyTimeZone: string };

export type UpdateAcademyTimeZoneMutationVariables = Exact<{
  timeZone: string;
}>;


export type UpdateAcademyTimeZoneMutation = { __typename: 'Mutation', updateAcademyTimeZone: string };


export const AdminDisclaimerSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDisclaimerSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimerSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<AdminDisclaimerSettingQuery, AdminDisclaimerSettingQueryVariables>;
export const AdminPrelaunchSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPrelaunchSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"prelaunchBannerSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}}]}}]}}]} as unknown as DocumentNode<AdminPrelaunchSettingQuery, AdminPrelaunchSettingQueryVariables>;
export const UpdateDisclaimerSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDisclaimerSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisclaimerSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateDisclaimerSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<UpdateDisclaimerSettingMutation, UpdateDisclaimerSettingMutationVariables>;
export const UpdatePrelaunchBannerSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePrelaunchBannerSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrelaunchBannerSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updatePrelaunchBannerSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}}]}}]}}]} as unknown as DocumentNode<UpdatePrelaunchBannerSettingMutation, UpdatePrelaunchBannerSettingMutationVariables>;
export const UpdateBannerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBannerSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateBannerSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"showDisclaimerBanner"}},{"kind":"Field","name":{"kind":"Name","value":"showPreLaunchBanner"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimerText"}}]}}]}}]} as unknown as DocumentNode<UpdateBannerSettingsMutation, UpdateBannerSettingsMutationVariables>;
export const AcademyTimeZoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AcademyTimeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"academyTimeZone"}}]}}]} as unknown as DocumentNode<AcademyTimeZoneQuery, AcademyTimeZoneQueryVariables>;
export const UpdateAcademyTimeZoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAcademyTimeZone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateAcademyTimeZone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}]}]}}]} as unknown as DocumentNode<UpdateAcademyTimeZoneMutation, UpdateAcademyTimeZoneMutationVariables>;

export function useAcademyTimeZoneQuery(options?: useQuery.Options<AcademyTimeZoneQuery, AcademyTimeZoneQueryVariables>) {
  return useQuery(AcademyTimeZoneDocument, options);
}

export function useAcademyTimeZoneLazyQuery(options?: useLazyQuery.Options<AcademyTimeZoneQuery, AcademyTimeZoneQueryVariables>) {
  return useLazyQuery(AcademyTimeZoneDocument, options);
}

export function useAdminDisclaimerSettingQuery(options?: useQuery.Options<AdminDisclaimerSettingQuery, AdminDisclaimerSettingQueryVariables>) {
  return useQuery(AdminDisclaimerSettingDocument, options);
}

export function useAdminDisclaimerSettingLazyQuery(options?: useLazyQuery.Options<AdminDisclaimerSettingQuery, AdminDisclaimerSettingQueryVariables>) {
  return useLazyQuery(AdminDisclaimerSettingDocument, options);
}

export function useAdminPrelaunchSettingQuery(options?: useQuery.Options<AdminPrelaunchSettingQuery, AdminPrelaunchSettingQueryVariables>) {
  return useQuery(AdminPrelaunchSettingDocument, options);
}

export function useAdminPrelaunchSettingLazyQuery(options?: useLazyQuery.Options<AdminPrelaunchSettingQuery, AdminPrelaunchSettingQueryVariables>) {
  return useLazyQuery(AdminPrelaunchSettingDocument, options);
}

export function useUpdateAcademyTimeZoneMutation(options?: useMutation.Options<UpdateAcademyTimeZoneMutation, UpdateAcademyTimeZoneMutationVariables>) {
  return useMutation(UpdateAcademyTimeZoneDocument, options);
}

export function useUpdateBannerSettingsMutation(options?: useMutation.Options<UpdateBannerSettingsMutation, UpdateBannerSettingsMutationVariables>) {
  return useMutation(UpdateBannerSettingsDocument, options);
}

export function useUpdateDisclaimerSettingMutation(options?: useMutation.Options<UpdateDisclaimerSettingMutation, UpdateDisclaimerSettingMutationVariables>) {
  return useMutation(UpdateDisclaimerSettingDocument, options);
}

export function useUpdatePrelaunchBannerSettingMutation(options?: useMutation.Options<UpdatePrelaunchBannerSettingMutation, UpdatePrelaunchBannerSettingMutationVariables>) {
  return useMutation(UpdatePrelaunchBannerSettingDocument, options);
}