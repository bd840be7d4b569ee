/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/types';

import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type LicenceAgreement_AgreementFragment = { __typename: 'LicenceAgreement', offerId: number, businessName: string, licenceType: Types.LicenseType, document: { __typename: 'LicenceAgreementDocument', id: number, title: string, content: string, version: string } | null, signed: { __typename: 'LicenceAgreementSignature', signerName: string, signedAt: string, pdfUrl: string } | null };

export type LicenceAgreementPageQueryVariables = Exact<{
  offerId: number;
  token?: string | null | undefined;
  reference?: string | null | undefined;
}>;


export type LicenceAgreementPageQuery = { __typename: 'Query', licenceAgreement: { __typename: 'LicenceAgreement', offerId: number, businessName: string, licenceType: Types.LicenseType, document: { __typename: 'LicenceAgreementDocument', id: number, title: string, content: string, version: string } | null, signed: { __typename: 'LicenceAgreementSignature', signerName: string, signedAt: string, pdfUrl: string } | null } };

export type SignLicenceAgreementMutationVariables = Exact<{
  input: Types.SignLicenceAgreementInput;
}>;


export type SignLicenceAgreementMutation = { __typename: 'Mutation', signLicenceAgreement: { __typename: 'LicenceAgreement', offerId: number, businessName: string, licenceType: Types.LicenseType, document: { __typename: 'LicenceAgreementDocument', id: number, title: string, content: string, version: string } | null, signed: { __typename: 'LicenceAgreementSignature', signerName: string, signedAt: string, pdfUrl: string } | null } };

export type PartnerInvitationPageQueryVariables = Exact<{
  token: string;
}>;


export type PartnerInvitationPageQuery = { __typename: 'Query', partnerInvitation: { __typename: 'PartnerInvitation', partnerName: string, email: string, role: Types.PartnerAdminRole, expiresAt: string } };

export type AcceptPartnerInvitationMutationVariables = Exact<{
  token: string;
}>;


export type AcceptPartnerInvitationMutation = { __typename: 'Mutation', acceptPartnerInvitation: { __typename: 'PartnerSummary', id: number, legalName: string, role: Types.PartnerAdminRole, status: Types.PartnerStatus } };

export const LicenceAgreement_AgreementFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LicenceAgreement_agreement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LicenceAgreement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offerId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"licenceType"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]} as unknown as DocumentNode<LicenceAgreement_AgreementFragment, unknown>;
export const LicenceAgreementPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LicenceAgreementPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"licenceAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LicenceAgreement_agreement"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LicenceAgreement_agreement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LicenceAgreement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offerId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"licenceType"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]} as unknown as DocumentNode<LicenceAgreementPageQuery, LicenceAgreementPageQueryVariables>;
export const SignLicenceAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignLicenceAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignLicenceAgreementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"signLicenceAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LicenceAgreement_agreement"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LicenceAgreement_agreement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LicenceAgreement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offerId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"licenceType"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]} as unknown as DocumentNode<SignLicenceAgreementMutation, SignLicenceAgreementMutationVariables>;
export const PartnerInvitationPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerInvitationPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"partnerInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<PartnerInvitationPageQuery, PartnerInvitationPageQueryVariables>;
export const AcceptPartnerInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptPartnerInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"acceptPartnerInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AcceptPartnerInvitationMutation, AcceptPartnerInvitationMutationVariables>;

export function useAcceptPartnerInvitationMutation(options?: useMutation.Options<AcceptPartnerInvitationMutation, AcceptPartnerInvitationMutationVariables>) {
  return useMutation(AcceptPartnerInvitationDocument, options);
}

export function useLicenceAgreementPageQuery(options: useQuery.Options<LicenceAgreementPageQuery, LicenceAgreementPageQueryVariables>) {
  return useQuery(LicenceAgreementPageDocument, options);
}

export function useLicenceAgreementPageLazyQuery(options?: useLazyQuery.Options<LicenceAgreementPageQuery, LicenceAgreementPageQueryVariables>) {
  return useLazyQuery(LicenceAgreementPageDocument, options);
}

export function usePartnerInvitationPageQuery(options: useQuery.Options<PartnerInvitationPageQuery, PartnerInvitationPageQueryVariables>) {
  return useQuery(PartnerInvitationPageDocument, options);
}

export function usePartnerInvitationPageLazyQuery(options?: useLazyQuery.Options<PartnerInvitationPageQuery, PartnerInvitationPageQueryVariables>) {
  return useLazyQuery(PartnerInvitationPageDocument, options);
}

export function useSignLicenceAgreementMutation(options?: useMutation.Options<SignLicenceAgreementMutation, SignLicenceAgreementMutationVariables>) {
  return useMutation(SignLicenceAgreementDocument, options);
}