/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/types';

import { useLazyQuery, useQuery } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type MyContinuingEducationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyContinuingEducationQuery = { __typename: 'Query', myContinuingEducation: { __typename: 'ContinuingEducationLedger', hasInitialCertification: boolean, anchorDate: string | null, periodStart: string | null, deadline: string | null, daysLeft: number | null, hoursEarned: number, hoursRequired: number, hoursMissing: number, periodMonths: number, courses: Array<{ __typename: 'ContinuingEducationCredit', enrollmentId: number, title: string, creditHours: number, completedAt: string }>, beforeCertification: Array<{ __typename: 'ContinuingEducationCredit', enrollmentId: number, title: string, creditHours: number, completedAt: string }> } };

export type CeLedgerCard_CreditFragment = { __typename: 'ContinuingEducationCredit', enrollmentId: number, title: string, creditHours: number, completedAt: string };

export const CeLedgerCard_CreditFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CeLedgerCard_credit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContinuingEducationCredit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"creditHours"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<CeLedgerCard_CreditFragment, unknown>;
export const MyContinuingEducationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyContinuingEducation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myContinuingEducation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasInitialCertification"}},{"kind":"Field","name":{"kind":"Name","value":"anchorDate"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"hoursEarned"}},{"kind":"Field","name":{"kind":"Name","value":"hoursRequired"}},{"kind":"Field","name":{"kind":"Name","value":"hoursMissing"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CeLedgerCard_credit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"beforeCertification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CeLedgerCard_credit"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CeLedgerCard_credit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContinuingEducationCredit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"creditHours"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<MyContinuingEducationQuery, MyContinuingEducationQueryVariables>;

export function useMyContinuingEducationQuery(options?: useQuery.Options<MyContinuingEducationQuery, MyContinuingEducationQueryVariables>) {
  return useQuery(MyContinuingEducationDocument, options);
}

export function useMyContinuingEducationLazyQuery(options?: useLazyQuery.Options<MyContinuingEducationQuery, MyContinuingEducationQueryVariables>) {
  return useLazyQuery(MyContinuingEducationDocument, options);
}