/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/types';

import { useLazyQuery, useQuery } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { __typename: 'Query', adminDashboard: { __typename: 'AdminDashboard', totalUsers: number, totalEnrollments: number, totalRevenueCents: number, activeCourses: number, activeUsers: number, newEnrollmentsThisMonth: number, revenueThisMonthCents: number, partnerRevenueCents: number, partnerRevenueThisMonthCents: number, completionRate: number, weekly: Array<{ __typename: 'AdminWeeklyFigure', weekStart: string, revenueCents: number, licenceRevenueCents: number, enrollments: number }> } };

export type AdminRecentActivityQueryVariables = Exact<{
  first: number;
}>;


export type AdminRecentActivityQuery = { __typename: 'Query', adminRecentActivity: Array<{ __typename: 'AdminActivity', id: string, type: string, message: string, actorUsername: string | null, subjectUsername: string | null, createdAt: string, target: { __typename: 'AuditTarget', kind: Types.AuditTargetKind, id: number, label: string } | null }> };


export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"totalEnrollments"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"activeCourses"}},{"kind":"Field","name":{"kind":"Name","value":"activeUsers"}},{"kind":"Field","name":{"kind":"Name","value":"newEnrollmentsThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"revenueThisMonthCents"}},{"kind":"Field","name":{"kind":"Name","value":"partnerRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"partnerRevenueThisMonthCents"}},{"kind":"Field","name":{"kind":"Name","value":"completionRate"}},{"kind":"Field","name":{"kind":"Name","value":"weekly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"licenceRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"enrollments"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminRecentActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRecentActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminRecentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"actorUsername"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUsername"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditSentence_target"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditSentence_target"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditTarget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]} as unknown as DocumentNode<AdminRecentActivityQuery, AdminRecentActivityQueryVariables>;

export function useAdminDashboardQuery(options?: useQuery.Options<AdminDashboardQuery, AdminDashboardQueryVariables>) {
  return useQuery(AdminDashboardDocument, options);
}

export function useAdminDashboardLazyQuery(options?: useLazyQuery.Options<AdminDashboardQuery, AdminDashboardQueryVariables>) {
  return useLazyQuery(AdminDashboardDocument, options);
}

export function useAdminRecentActivityQuery(options: useQuery.Options<AdminRecentActivityQuery, AdminRecentActivityQueryVariables>) {
  return useQuery(AdminRecentActivityDocument, options);
}

export function useAdminRecentActivityLazyQuery(options?: useLazyQuery.Options<AdminRecentActivityQuery, AdminRecentActivityQueryVariables>) {
  return useLazyQuery(AdminRecentActivityDocument, options);
}