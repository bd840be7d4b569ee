/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/types';

import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type OfferPayment_OfferFragment = { __typename: 'BusinessOffer', id: number, withDetails: boolean, businessName: string | null, licenseType: Types.LicenseType, status: Types.BusinessOfferStatus | null, feeCents: number };

export type SubmitBusinessApplicationMutationVariables = Exact<{
  input: Types.BusinessOfferInput;
}>;


export type SubmitBusinessApplicationMutation = { __typename: 'Mutation', applyForLicense: { __typename: 'BusinessOffer', reference: string | null, id: number, withDetails: boolean, businessName: string | null, licenseType: Types.LicenseType, status: Types.BusinessOfferStatus | null, feeCents: number } };

export type OfferPaymentPageQueryVariables = Exact<{
  id: number;
  reference?: string | null | undefined;
}>;


export type OfferPaymentPageQuery = { __typename: 'Query', businessOffer: { __typename: 'BusinessOffer', id: number, withDetails: boolean, businessName: string | null, licenseType: Types.LicenseType, status: Types.BusinessOfferStatus | null, feeCents: number } };

export type StartOfferPaymentMutationVariables = Exact<{
  offerId: number;
  reference: string;
}>;


export type StartOfferPaymentMutation = { __typename: 'Mutation', createBusinessOfferPaymentIntent: { __typename: 'PaymentIntent', id: string, clientSecret: string, amountCents: number, currency: string, processor: Types.PaymentProcessor, publishableKey: string | null } };

export type CompleteOfferPaymentMutationVariables = Exact<{
  offerId: number;
  paymentId: string;
}>;


export type CompleteOfferPaymentMutation = { __typename: 'Mutation', payBusinessOffer: { __typename: 'BusinessOffer', id: number, withDetails: boolean, businessName: string | null, licenseType: Types.LicenseType, status: Types.BusinessOfferStatus | null, feeCents: number } };

export const OfferPayment_OfferFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferPayment_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"withDetails"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}}]} as unknown as DocumentNode<OfferPayment_OfferFragment, unknown>;
export const SubmitBusinessApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitBusinessApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessOfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"applyForLicense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferPayment_offer"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferPayment_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"withDetails"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}}]} as unknown as DocumentNode<SubmitBusinessApplicationMutation, SubmitBusinessApplicationMutationVariables>;
export const OfferPaymentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfferPaymentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"businessOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferPayment_offer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferPayment_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"withDetails"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}}]} as unknown as DocumentNode<OfferPaymentPageQuery, OfferPaymentPageQueryVariables>;
export const StartOfferPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartOfferPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createBusinessOfferPaymentIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"processor"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}}]}}]} as unknown as DocumentNode<StartOfferPaymentMutation, StartOfferPaymentMutationVariables>;
export const CompleteOfferPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteOfferPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"payBusinessOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferPayment_offer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferPayment_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"withDetails"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"licenseType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}}]} as unknown as DocumentNode<CompleteOfferPaymentMutation, CompleteOfferPaymentMutationVariables>;

export function useCompleteOfferPaymentMutation(options?: useMutation.Options<CompleteOfferPaymentMutation, CompleteOfferPaymentMutationVariables>) {
  return useMutation(CompleteOfferPaymentDocument, options);
}

export function useOfferPaymentPageQuery(options: useQuery.Options<OfferPaymentPageQuery, OfferPaymentPageQueryVariables>) {
  return useQuery(OfferPaymentPageDocument, options);
}

export function useOfferPaymentPageLazyQuery(options?: useLazyQuery.Options<OfferPaymentPageQuery, OfferPaymentPageQueryVariables>) {
  return useLazyQuery(OfferPaymentPageDocument, options);
}

export function useStartOfferPaymentMutation(options?: useMutation.Options<StartOfferPaymentMutation, StartOfferPaymentMutationVariables>) {
  return useMutation(StartOfferPaymentDocument, options);
}

export function useSubmitBusinessApplicationMutation(options?: useMutation.Options<SubmitBusinessApplicationMutation, SubmitBusinessApplicationMutationVariables>) {
  return useMutation(SubmitBusinessApplicationDocument, options);
}