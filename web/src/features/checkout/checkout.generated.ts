/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/types';

import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CheckoutCourseQueryVariables = Exact<{
  id: number;
}>;


export type CheckoutCourseQuery = { __typename: 'Query', course: { __typename: 'Course', id: number, title: string, priceCents: number, isActive: boolean }, myAgreement: { __typename: 'UserAgreement', id: number, signedAt: string, pdfUrl: string } | null };

export type EnrollmentAgreementQueryVariables = Exact<{ [key: string]: never; }>;


export type EnrollmentAgreementQuery = { __typename: 'Query', activeLegalDocument: { __typename: 'LegalDocument', id: number, title: string, content: string, version: string } };

export type SignAgreementMutationVariables = Exact<{
  input: Types.SignAgreementInput;
}>;


export type SignAgreementMutation = { __typename: 'Mutation', signAgreement: { __typename: 'UserAgreement', id: number, signedAt: string, pdfUrl: string } };

export type CheckoutSellerQueryVariables = Exact<{
  storefront: string;
  courseId: number;
}>;


export type CheckoutSellerQuery = { __typename: 'Query', checkoutSeller: { __typename: 'CheckoutSeller', slug: string, name: string, brandColour: string | null, priceCents: number } };

export type CreatePaymentIntentMutationVariables = Exact<{
  courseId: number;
  storefront?: string | null | undefined;
}>;


export type CreatePaymentIntentMutation = { __typename: 'Mutation', createPaymentIntent: { __typename: 'PaymentIntent', id: string, clientSecret: string, amountCents: number, currency: string, processor: Types.PaymentProcessor, publishableKey: string | null } };

export type CheckoutEnrollmentQueryVariables = Exact<{
  courseId: number;
  paymentId: string;
}>;


export type CheckoutEnrollmentQuery = { __typename: 'Query', checkoutEnrollment: { __typename: 'Enrollment', id: number, courseId: number } };


export const CheckoutCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]} as unknown as DocumentNode<CheckoutCourseQuery, CheckoutCourseQueryVariables>;
export const EnrollmentAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnrollmentAgreement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activeLegalDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"ENROLLMENT_AGREEMENT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<EnrollmentAgreementQuery, EnrollmentAgreementQueryVariables>;
export const SignAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignAgreementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"signAgreement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]} as unknown as DocumentNode<SignAgreementMutation, SignAgreementMutationVariables>;
export const CheckoutSellerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutSeller"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storefront"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutSeller"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storefront"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storefront"}}},{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brandColour"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]}}]} as unknown as DocumentNode<CheckoutSellerQuery, CheckoutSellerQueryVariables>;
export const CreatePaymentIntentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentIntent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storefront"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createPaymentIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"storefront"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storefront"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"processor"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}}]}}]} as unknown as DocumentNode<CreatePaymentIntentMutation, CreatePaymentIntentMutationVariables>;
export const CheckoutEnrollmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutEnrollment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutEnrollment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}}]}}]}}]} as unknown as DocumentNode<CheckoutEnrollmentQuery, CheckoutEnrollmentQueryVariables>;

export function useCheckoutCourseQuery(options: useQuery.Options<CheckoutCourseQuery, CheckoutCourseQueryVariables>) {
  return useQuery(CheckoutCourseDocument, options);
}

export function useCheckoutCourseLazyQuery(options?: useLazyQuery.Options<CheckoutCourseQuery, CheckoutCourseQueryVariables>) {
  return useLazyQuery(CheckoutCourseDocument, options);
}

export function useCheckoutEnrollmentQuery(options: useQuery.Options<CheckoutEnrollmentQuery, CheckoutEnrollmentQueryVariables>) {
  return useQuery(CheckoutEnrollmentDocument, options);
}

export function useCheckoutEnrollmentLazyQuery(options?: useLazyQuery.Options<CheckoutEnrollmentQuery, CheckoutEnrollmentQueryVariables>) {
  return useLazyQuery(CheckoutEnrollmentDocument, options);
}

export function useCheckoutSellerQuery(options: useQuery.Options<CheckoutSellerQuery, CheckoutSellerQueryVariables>) {
  return useQuery(CheckoutSellerDocument, options);
}

export function useCheckoutSellerLazyQuery(options?: useLazyQuery.Options<CheckoutSellerQuery, CheckoutSellerQueryVariables>) {
  return useLazyQuery(CheckoutSellerDocument, options);
}

export function useCreatePaymentIntentMutation(options?: useMutation.Options<CreatePaymentIntentMutation, CreatePaymentIntentMutationVariables>) {
  return useMutation(CreatePaymentIntentDocument, options);
}

export function useEnrollmentAgreementQuery(options?: useQuery.Options<EnrollmentAgreementQuery, EnrollmentAgreementQueryVariables>) {
  return useQuery(EnrollmentAgreementDocument, options);
}

export function useEnrollmentAgreementLazyQuery(options?: useLazyQuery.Options<EnrollmentAgreementQuery, EnrollmentAgreementQueryVariables>) {
  return useLazyQuery(EnrollmentAgreementDocument, options);
}

export function useSignAgreementMutation(options?: useMutation.Options<SignAgreementMutation, SignAgreementMutationVariables>) {
  return useMutation(SignAgreementDocument, options);
}