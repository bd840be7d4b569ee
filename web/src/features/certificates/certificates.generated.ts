/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/types';

import { useLazyQuery, useQuery } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CertificateVerificationQueryVariables = Exact<{
  number: string;
}>;


export type CertificateVerificationQuery = { __typename: 'Query', verifyCertificate: { __typename: 'CertificateVerification', status: Types.CertificateVerificationStatus, number: string, learnerName: string | null, courseTitle: string | null, hours: number | null, completedAt: string | null, expiresAt: string | null, supersededBy: string | null, issuer: string | null } };

export type MyCertificatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCertificatesQuery = { __typename: 'Query', myCertificates: Array<{ __typename: 'LearnerCertificate', number: string, enrollmentId: number, courseTitle: string, hours: number, completedAt: string, expiresAt: string | null, status: Types.CertificateVerificationStatus, downloadUrl: string }> };


export const CertificateVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificateVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verifyCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededBy"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}}]}}]}}]} as unknown as DocumentNode<CertificateVerificationQuery, CertificateVerificationQueryVariables>;
export const MyCertificatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<MyCertificatesQuery, MyCertificatesQueryVariables>;

export function useCertificateVerificationQuery(options: useQuery.Options<CertificateVerificationQuery, CertificateVerificationQueryVariables>) {
  return useQuery(CertificateVerificationDocument, options);
}

export function useCertificateVerificationLazyQuery(options?: useLazyQuery.Options<CertificateVerificationQuery, CertificateVerificationQueryVariables>) {
  return useLazyQuery(CertificateVerificationDocument, options);
}

export function useMyCertificatesQuery(options?: useQuery.Options<MyCertificatesQuery, MyCertificatesQueryVariables>) {
  return useQuery(MyCertificatesDocument, options);
}

export function useMyCertificatesLazyQuery(options?: useLazyQuery.Options<MyCertificatesQuery, MyCertificatesQueryVariables>) {
  return useLazyQuery(MyCertificatesDocument, options);
}