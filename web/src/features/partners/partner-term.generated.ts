/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/types';

import { useMutation } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PartnerTerm_PartnerFragment = { __typename: 'Partner', id: number, status: Types.PartnerStatus, termEndsAt: string | null, suspendedReason: string | null, timeline: Array<{ __typename: 'PartnerEvent', kind: Types.PartnerEventKind, at: string, note: string | null }> };

export type StartPartnerRenewalMutationVariables = Exact<{
  partnerId: number;
}>;


export type StartPartnerRenewalMutation = { __typename: 'Mutation', createPartnerRenewalIntent: { __typename: 'PaymentIntent', id: string, clientSecret: string, amountCents: number, currency: string, processor: Types.PaymentProcessor, publishableKey: string | null } };

export type CompletePartnerRenewalMutationVariables = Exact<{
  partnerId: number;
  paymentId: string;
}>;


export type CompletePartnerRenewalMutation = { __typename: 'Mutation', confirmPartnerRenewal: { __typename: 'Partner', id: number, status: Types.PartnerStatus, termEndsAt: string | null, suspendedReason: string | null, timeline: Array<{ __typename: 'PartnerEvent', kind: Types.PartnerEventKind, at: string, note: string | null }> } };

export type SuspendPartnerMutationVariables = Exact<{
  partnerId: number;
  reason: string;
}>;


export type SuspendPartnerMutation = { __typename: 'Mutation', adminSuspendPartner: { __typename: 'Partner', id: number, status: Types.PartnerStatus, termEndsAt: string | null, suspendedReason: string | null, timeline: Array<{ __typename: 'PartnerEvent', kind: Types.PartnerEventKind, at: string, note: string | null }> } };

export type ResumePartnerMutationVariables = Exact<{
  partnerId: number;
}>;


export type ResumePartnerMutation = { __typename: 'Mutation', adminResumePartner: { __typename: 'Partner', id: number, status: Types.PartnerStatus, termEndsAt: string | null, suspendedReason: string | null, timeline: Array<{ __typename: 'PartnerEvent', kind: Types.PartnerEventKind, at: string, note: string | null }> } };

export const PartnerTerm_PartnerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerTerm_partner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"termEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<PartnerTerm_PartnerFragment, unknown>;
export const StartPartnerRenewalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPartnerRenewal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createPartnerRenewalIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"processor"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}}]}}]} as unknown as DocumentNode<StartPartnerRenewalMutation, StartPartnerRenewalMutationVariables>;
export const CompletePartnerRenewalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompletePartnerRenewal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"confirmPartnerRenewal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerTerm_partner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerTerm_partner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"termEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<CompletePartnerRenewalMutation, CompletePartnerRenewalMutationVariables>;
export const SuspendPartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuspendPartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminSuspendPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerTerm_partner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerTerm_partner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"termEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<SuspendPartnerMutation, SuspendPartnerMutationVariables>;
export const ResumePartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumePartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminResumePartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerTerm_partner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerTerm_partner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"termEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedReason"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<ResumePartnerMutation, ResumePartnerMutationVariables>;

export function useCompletePartnerRenewalMutation(options?: useMutation.Options<CompletePartnerRenewalMutation, CompletePartnerRenewalMutationVariables>) {
  return useMutation(CompletePartnerRenewalDocument, options);
}

export function useResumePartnerMutation(options?: useMutation.Options<ResumePartnerMutation, ResumePartnerMutationVariables>) {
  return useMutation(ResumePartnerDocument, options);
}

export function useStartPartnerRenewalMutation(options?: useMutation.Options<StartPartnerRenewalMutation, StartPartnerRenewalMutationVariables>) {
  return useMutation(StartPartnerRenewalDocument, options);
}

export function useSuspendPartnerMutation(options?: useMutation.Options<SuspendPartnerMutation, SuspendPartnerMutationVariables>) {
  return useMutation(SuspendPartnerDocument, options);
}