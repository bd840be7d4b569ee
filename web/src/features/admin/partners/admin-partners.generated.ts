/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/types';

import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminPartners_RowFragment = { __typename: 'AdminPartnerRow', id: number, legalName: string, displayName: string | null, licenceType: Types.LicenseType, status: Types.PartnerStatus, termEndsAt: string | null, storefrontUrl: string | null, learners: number, salesThisMonth: number, salesThisMonthCents: number };

export type AdminPartnersPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: Types.AdminPartnerFilter | null | undefined;
}>;


export type AdminPartnersPageQuery = { __typename: 'Query', adminPartners: { __typename: 'AdminPartnerConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ __typename: 'AdminPartnerEdge', cursor: string, node: { __typename: 'AdminPartnerRow', id: number, legalName: string, displayName: string | null, licenceType: Types.LicenseType, status: Types.PartnerStatus, termEndsAt: string | null, storefrontUrl: string | null, learners: number, salesThisMonth: number, salesThisMonthCents: number } }> } };

export type AdminPartnerPageQueryVariables = Exact<{
  partnerId: number;
}>;


export type AdminPartnerPageQuery = { __typename: 'Query', adminPartner: { __typename: 'AdminPartner', hosts: Array<string>, summary: { __typename: 'AdminPartnerRow', id: number, legalName: string, displayName: string | null, licenceType: Types.LicenseType, status: Types.PartnerStatus, termEndsAt: string | null, storefrontUrl: string | null, learners: number, salesThisMonth: number, salesThisMonthCents: number }, terms: Array<{ __typename: 'PartnerTerm', kind: Types.PartnerTermKind, startsAt: string, endsAt: string, withdrawnAt: string | null }> } };

export type AdminMapPartnerHostMutationVariables = Exact<{
  partnerId: number;
  host: string;
}>;


export type AdminMapPartnerHostMutation = { __typename: 'Mutation', adminMapPartnerHost: Array<string> };

export type AdminUnmapPartnerHostMutationVariables = Exact<{
  host: string;
}>;


export type AdminUnmapPartnerHostMutation = { __typename: 'Mutation', adminUnmapPartnerHost: boolean };

export const AdminPartners_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartners_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPartnerRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"licenceType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"termEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"storefrontUrl"}},{"kind":"Field","name":{"kind":"Name","value":"learners"}},{"kind":"Field","name":{"kind":"Name","value":"salesThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"salesThisMonthCents"}}]}}]} as unknown as DocumentNode<AdminPartners_RowFragment, unknown>;
export const AdminPartnersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPartnersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPartnerFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminPartners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataTable_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPartners_row"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataTable_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartners_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPartnerRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"licenceType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"termEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"storefrontUrl"}},{"kind":"Field","name":{"kind":"Name","value":"learners"}},{"kind":"Field","name":{"kind":"Name","value":"salesThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"salesThisMonthCents"}}]}}]} as unknown as DocumentNode<AdminPartnersPageQuery, AdminPartnersPageQueryVariables>;
export const AdminPartnerPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPartnerPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPartners_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hosts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartners_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPartnerRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"licenceType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"termEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"storefrontUrl"}},{"kind":"Field","name":{"kind":"Name","value":"learners"}},{"kind":"Field","name":{"kind":"Name","value":"salesThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"salesThisMonthCents"}}]}}]} as unknown as DocumentNode<AdminPartnerPageQuery, AdminPartnerPageQueryVariables>;
export const AdminMapPartnerHostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMapPartnerHost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"host"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminMapPartnerHost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"host"},"value":{"kind":"Variable","name":{"kind":"Name","value":"host"}}}]}]}}]} as unknown as DocumentNode<AdminMapPartnerHostMutation, AdminMapPartnerHostMutationVariables>;
export const AdminUnmapPartnerHostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUnmapPartnerHost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"host"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminUnmapPartnerHost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"host"},"value":{"kind":"Variable","name":{"kind":"Name","value":"host"}}}]}]}}]} as unknown as DocumentNode<AdminUnmapPartnerHostMutation, AdminUnmapPartnerHostMutationVariables>;

export function useAdminMapPartnerHostMutation(options?: useMutation.Options<AdminMapPartnerHostMutation, AdminMapPartnerHostMutationVariables>) {
  return useMutation(AdminMapPartnerHostDocument, options);
}

export function useAdminPartnerPageQuery(options: useQuery.Options<AdminPartnerPageQuery, AdminPartnerPageQueryVariables>) {
  return useQuery(AdminPartnerPageDocument, options);
}

export function useAdminPartnerPageLazyQuery(options?: useLazyQuery.Options<AdminPartnerPageQuery, AdminPartnerPageQueryVariables>) {
  return useLazyQuery(AdminPartnerPageDocument, options);
}

export function useAdminPartnersPageQuery(options?: useQuery.Options<AdminPartnersPageQuery, AdminPartnersPageQueryVariables>) {
  return useQuery(AdminPartnersPageDocument, options);
}

export function useAdminPartnersPageLazyQuery(options?: useLazyQuery.Options<AdminPartnersPageQuery, AdminPartnersPageQueryVariables>) {
  return useLazyQuery(AdminPartnersPageDocument, options);
}

export function useAdminUnmapPartnerHostMutation(options?: useMutation.Options<AdminUnmapPartnerHostMutation, AdminUnmapPartnerHostMutationVariables>) {
  return useMutation(AdminUnmapPartnerHostDocument, options);
}