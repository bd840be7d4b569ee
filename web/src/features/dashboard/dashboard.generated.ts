/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/types';

import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type MyEnrollmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEnrollmentsQuery = { __typename: 'Query', myEnrollments: Array<{ __typename: 'Enrollment', id: number, courseId: number, enrolledAt: string, status: Types.EnrollmentStatus, moodleUrl: string | null, moodleEnrollmentComplete: boolean, accessFailedAt: string | null, course: { __typename: 'Course', id: number, title: string, description: string, hours: number, isSelfPaced: boolean, imageUrl: string | null } }> };

export type RequestCourseAccessMutationVariables = Exact<{
  courseId: number;
}>;


export type RequestCourseAccessMutation = { __typename: 'Mutation', requestCourseAccess: { __typename: 'CourseAccess', success: boolean, message: string, moodleUrl: string | null } };

export type ActivityQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivityQuery = { __typename: 'Query', activity: Array<{ __typename: 'ActivityItem', id: number, system: Types.SystemKey, action: string, timestamp: string, summary: string }> };

export type NotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsQuery = { __typename: 'Query', notifications: Array<{ __typename: 'Notification', id: number, system: Types.SystemKey, type: string, message: string, timestamp: string, read: boolean }> };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<number> | number | null | undefined;
}>;


export type MarkNotificationsReadMutation = { __typename: 'Mutation', markNotificationsRead: number };

export type SystemStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemStatusQuery = { __typename: 'Query', systemStatus: Array<{ __typename: 'SystemStatus', system: Types.SystemKey, name: string, status: Types.SystemHealth, version: string | null, lastChecked: string, url: string | null }> };

export type MyReceiptsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReceiptsQuery = { __typename: 'Query', myReceipts: Array<{ __typename: 'Receipt', id: number, receiptNumber: string, createdAt: string, courseTitle: string | null, amountCents: number, downloadUrl: string }> };

export type CompleteDemoCourseMutationVariables = Exact<{
  courseId: number;
}>;


export type CompleteDemoCourseMutation = { __typename: 'Mutation', completeDemoCourse: { __typename: 'Enrollment', id: number, status: Types.EnrollmentStatus, completedAt: string | null } };


export const MyEnrollmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEnrollments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myEnrollments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moodleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"moodleEnrollmentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"accessFailedAt"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"isSelfPaced"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseImage_course"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseImage_course"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>;
export const RequestCourseAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCourseAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestCourseAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"moodleUrl"}}]}}]}}]} as unknown as DocumentNode<RequestCourseAccessMutation, RequestCourseAccessMutationVariables>;
export const ActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]} as unknown as DocumentNode<ActivityQuery, ActivityQueryVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const SystemStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"systemStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lastChecked"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SystemStatusQuery, SystemStatusQueryVariables>;
export const MyReceiptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReceipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myReceipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<MyReceiptsQuery, MyReceiptsQueryVariables>;
export const CompleteDemoCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteDemoCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"completeDemoCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]}}]} as unknown as DocumentNode<CompleteDemoCourseMutation, CompleteDemoCourseMutationVariables>;

export function useActivityQuery(options?: useQuery.Options<ActivityQuery, ActivityQueryVariables>) {
  return useQuery(ActivityDocument, options);
}

export function useActivityLazyQuery(options?: useLazyQuery.Options<ActivityQuery, ActivityQueryVariables>) {
  return useLazyQuery(ActivityDocument, options);
}

export function useCompleteDemoCourseMutation(options?: useMutation.Options<CompleteDemoCourseMutation, CompleteDemoCourseMutationVariables>) {
  return useMutation(CompleteDemoCourseDocument, options);
}

export function useMarkNotificationsReadMutation(options?: useMutation.Options<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>) {
  return useMutation(MarkNotificationsReadDocument, options);
}

export function useMyEnrollmentsQuery(options?: useQuery.Options<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>) {
  return useQuery(MyEnrollmentsDocument, options);
}

export function useMyEnrollmentsLazyQuery(options?: useLazyQuery.Options<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>) {
  return useLazyQuery(MyEnrollmentsDocument, options);
}

export function useMyReceiptsQuery(options?: useQuery.Options<MyReceiptsQuery, MyReceiptsQueryVariables>) {
  return useQuery(MyReceiptsDocument, options);
}

export function useMyReceiptsLazyQuery(options?: useLazyQuery.Options<MyReceiptsQuery, MyReceiptsQueryVariables>) {
  return useLazyQuery(MyReceiptsDocument, options);
}

export function useNotificationsQuery(options?: useQuery.Options<NotificationsQuery, NotificationsQueryVariables>) {
  return useQuery(NotificationsDocument, options);
}

export function useNotificationsLazyQuery(options?: useLazyQuery.Options<NotificationsQuery, NotificationsQueryVariables>) {
  return useLazyQuery(NotificationsDocument, options);
}

export function useRequestCourseAccessMutation(options?: useMutation.Options<RequestCourseAccessMutation, RequestCourseAccessMutationVariables>) {
  return useMutation(RequestCourseAccessDocument, options);
}

export function useSystemStatusQuery(options?: useQuery.Options<SystemStatusQuery, SystemStatusQueryVariables>) {
  return useQuery(SystemStatusDocument, options);
}

export function useSystemStatusLazyQuery(options?: useLazyQuery.Options<SystemStatusQuery, SystemStatusQueryVariables>) {
  return useLazyQuery(SystemStatusDocument, options);
}