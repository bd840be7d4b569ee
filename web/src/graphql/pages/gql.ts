/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionProvider_user\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    success\n    requireRelogin\n    message\n  }\n}": typeof types.UpdateProfileDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n  }\n}\n\nmutation ValidateToken($token: String!) {\n  validateToken(token: $token) {\n    ...SessionProvider_user\n  }\n}": typeof types.RegisterDocument,
    "mutation SubmitContactMessage($input: ContactMessageInput!) {\n  submitContactMessage(input: $input) {\n    id\n  }\n}": typeof types.SubmitContactMessageDocument,
    "fragment CourseImage_course on Course {\n  title\n  imageUrl\n}": typeof types.CourseImage_CourseFragmentDoc,
    "fragment CourseOverview_course on Course {\n  id\n  title\n  description\n  hours\n  isSelfPaced\n}": typeof types.CourseOverview_CourseFragmentDoc,
    "fragment CoursePriceCard_course on Course {\n  id\n  priceCents\n  isFeatured\n  isActive\n}": typeof types.CoursePriceCard_CourseFragmentDoc,
    "query Course($id: Int!) {\n  course(id: $id) {\n    id\n    title\n    ...CourseImage_course\n    ...CourseOverview_course\n    ...CoursePriceCard_course\n  }\n}": typeof types.CourseDocument,
    "query LegalPage($page: LegalPageName!) {\n  legalPage(page: $page) {\n    title\n    content\n  }\n}": typeof types.LegalPageDocument,
    "mutation DeepLink($system: String!, $path: String) {\n  deepLink(system: $system, path: $path) {\n    redirectUrl\n  }\n}": typeof types.DeepLinkDocument,
    "fragment SessionProvider_user on User {\n  id\n  username\n  firstName\n  lastName\n  email\n  phone\n  isAdmin\n  isSuperAdmin\n  emailNotifications\n}": typeof types.SessionProvider_UserFragmentDoc,
};
const documents: Documents = {
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionProvider_user\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    success\n    requireRelogin\n    message\n  }\n}": types.UpdateProfileDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n  }\n}\n\nmutation ValidateToken($token: String!) {\n  validateToken(token: $token) {\n    ...SessionProvider_user\n  }\n}": types.RegisterDocument,
    "mutation SubmitContactMessage($input: ContactMessageInput!) {\n  submitContactMessage(input: $input) {\n    id\n  }\n}": types.SubmitContactMessageDocument,
    "fragment CourseImage_course on Course {\n  title\n  imageUrl\n}": types.CourseImage_CourseFragmentDoc,
    "fragment CourseOverview_course on Course {\n  id\n  title\n  description\n  hours\n  isSelfPaced\n}": types.CourseOverview_CourseFragmentDoc,
    "fragment CoursePriceCard_course on Course {\n  id\n  priceCents\n  isFeatured\n  isActive\n}": types.CoursePriceCard_CourseFragmentDoc,
    "query Course($id: Int!) {\n  course(id: $id) {\n    id\n    title\n    ...CourseImage_course\n    ...CourseOverview_course\n    ...CoursePriceCard_course\n  }\n}": types.CourseDocument,
    "query LegalPage($page: LegalPageName!) {\n  legalPage(page: $page) {\n    title\n    content\n  }\n}": types.LegalPageDocument,
    "mutation DeepLink($system: String!, $path: String) {\n  deepLink(system: $system, path: $path) {\n    redirectUrl\n  }\n}": types.DeepLinkDocument,
    "fragment SessionProvider_user on User {\n  id\n  username\n  firstName\n  lastName\n  email\n  phone\n  isAdmin\n  isSuperAdmin\n  emailNotifications\n}": types.SessionProvider_UserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionProvider_user\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    success\n    requireRelogin\n    message\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionProvider_user\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    success\n    requireRelogin\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n  }\n}\n\nmutation ValidateToken($token: String!) {\n  validateToken(token: $token) {\n    ...SessionProvider_user\n  }\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n  }\n}\n\nmutation ValidateToken($token: String!) {\n  validateToken(token: $token) {\n    ...SessionProvider_user\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitContactMessage($input: ContactMessageInput!) {\n  submitContactMessage(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation SubmitContactMessage($input: ContactMessageInput!) {\n  submitContactMessage(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CourseImage_course on Course {\n  title\n  imageUrl\n}"): (typeof documents)["fragment CourseImage_course on Course {\n  title\n  imageUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CourseOverview_course on Course {\n  id\n  title\n  description\n  hours\n  isSelfPaced\n}"): (typeof documents)["fragment CourseOverview_course on Course {\n  id\n  title\n  description\n  hours\n  isSelfPaced\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CoursePriceCard_course on Course {\n  id\n  priceCents\n  isFeatured\n  isActive\n}"): (typeof documents)["fragment CoursePriceCard_course on Course {\n  id\n  priceCents\n  isFeatured\n  isActive\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Course($id: Int!) {\n  course(id: $id) {\n    id\n    title\n    ...CourseImage_course\n    ...CourseOverview_course\n    ...CoursePriceCard_course\n  }\n}"): (typeof documents)["query Course($id: Int!) {\n  course(id: $id) {\n    id\n    title\n    ...CourseImage_course\n    ...CourseOverview_course\n    ...CoursePriceCard_course\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegalPage($page: LegalPageName!) {\n  legalPage(page: $page) {\n    title\n    content\n  }\n}"): (typeof documents)["query LegalPage($page: LegalPageName!) {\n  legalPage(page: $page) {\n    title\n    content\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeepLink($system: String!, $path: String) {\n  deepLink(system: $system, path: $path) {\n    redirectUrl\n  }\n}"): (typeof documents)["mutation DeepLink($system: String!, $path: String) {\n  deepLink(system: $system, path: $path) {\n    redirectUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionProvider_user on User {\n  id\n  username\n  firstName\n  lastName\n  email\n  phone\n  isAdmin\n  isSuperAdmin\n  emailNotifications\n}"): (typeof documents)["fragment SessionProvider_user on User {\n  id\n  username\n  firstName\n  lastName\n  email\n  phone\n  isAdmin\n  isSuperAdmin\n  emailNotifications\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;