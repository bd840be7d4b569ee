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
    "fragment CourseCard_course on Course {\n  id\n  title\n  description\n  hours\n  priceCents\n  isFeatured\n  isSelfPaced\n  isActive\n  ...CourseImage_course\n}": typeof types.CourseCard_CourseFragmentDoc,
    "fragment CourseImage_course on Course {\n  title\n  imageUrl\n}": typeof types.CourseImage_CourseFragmentDoc,
    "query Courses {\n  courses {\n    id\n    ...CourseCard_course\n  }\n}": typeof types.CoursesDocument,
    "query SiteBanners {\n  bannerSettings {\n    showDisclaimerBanner\n    showPreLaunchBanner\n  }\n  disclaimerSetting {\n    isVisible\n    text\n  }\n  prelaunchBannerSetting {\n    isVisible\n  }\n}": typeof types.SiteBannersDocument,
    "fragment SessionProvider_user on User {\n  id\n  username\n  firstName\n  lastName\n  email\n  phone\n  isAdmin\n  isSuperAdmin\n  emailNotifications\n}": typeof types.SessionProvider_UserFragmentDoc,
    "query Me {\n  me {\n    ...SessionProvider_user\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionProvider_user\n  }\n}\n\nmutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    ...SessionProvider_user\n  }\n}\n\nmutation RefreshSession {\n  refreshSession {\n    success\n  }\n}\n\nmutation Logout {\n  logout {\n    success\n  }\n}": typeof types.MeDocument,
};
const documents: Documents = {
    "fragment CourseCard_course on Course {\n  id\n  title\n  description\n  hours\n  priceCents\n  isFeatured\n  isSelfPaced\n  isActive\n  ...CourseImage_course\n}": types.CourseCard_CourseFragmentDoc,
    "fragment CourseImage_course on Course {\n  title\n  imageUrl\n}": types.CourseImage_CourseFragmentDoc,
    "query Courses {\n  courses {\n    id\n    ...CourseCard_course\n  }\n}": types.CoursesDocument,
    "query SiteBanners {\n  bannerSettings {\n    showDisclaimerBanner\n    showPreLaunchBanner\n  }\n  disclaimerSetting {\n    isVisible\n    text\n  }\n  prelaunchBannerSetting {\n    isVisible\n  }\n}": types.SiteBannersDocument,
    "fragment SessionProvider_user on User {\n  id\n  username\n  firstName\n  lastName\n  email\n  phone\n  isAdmin\n  isSuperAdmin\n  emailNotifications\n}": types.SessionProvider_UserFragmentDoc,
    "query Me {\n  me {\n    ...SessionProvider_user\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionProvider_user\n  }\n}\n\nmutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    ...SessionProvider_user\n  }\n}\n\nmutation RefreshSession {\n  refreshSession {\n    success\n  }\n}\n\nmutation Logout {\n  logout {\n    success\n  }\n}": types.MeDocument,
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
export function graphql(source: "fragment CourseCard_course on Course {\n  id\n  title\n  description\n  hours\n  priceCents\n  isFeatured\n  isSelfPaced\n  isActive\n  ...CourseImage_course\n}"): (typeof documents)["fragment CourseCard_course on Course {\n  id\n  title\n  description\n  hours\n  priceCents\n  isFeatured\n  isSelfPaced\n  isActive\n  ...CourseImage_course\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CourseImage_course on Course {\n  title\n  imageUrl\n}"): (typeof documents)["fragment CourseImage_course on Course {\n  title\n  imageUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Courses {\n  courses {\n    id\n    ...CourseCard_course\n  }\n}"): (typeof documents)["query Courses {\n  courses {\n    id\n    ...CourseCard_course\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteBanners {\n  bannerSettings {\n    showDisclaimerBanner\n    showPreLaunchBanner\n  }\n  disclaimerSetting {\n    isVisible\n    text\n  }\n  prelaunchBannerSetting {\n    isVisible\n  }\n}"): (typeof documents)["query SiteBanners {\n  bannerSettings {\n    showDisclaimerBanner\n    showPreLaunchBanner\n  }\n  disclaimerSetting {\n    isVisible\n    text\n  }\n  prelaunchBannerSetting {\n    isVisible\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionProvider_user on User {\n  id\n  username\n  firstName\n  lastName\n  email\n  phone\n  isAdmin\n  isSuperAdmin\n  emailNotifications\n}"): (typeof documents)["fragment SessionProvider_user on User {\n  id\n  username\n  firstName\n  lastName\n  email\n  phone\n  isAdmin\n  isSuperAdmin\n  emailNotifications\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...SessionProvider_user\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionProvider_user\n  }\n}\n\nmutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    ...SessionProvider_user\n  }\n}\n\nmutation RefreshSession {\n  refreshSession {\n    success\n  }\n}\n\nmutation Logout {\n  logout {\n    success\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...SessionProvider_user\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionProvider_user\n  }\n}\n\nmutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    ...SessionProvider_user\n  }\n}\n\nmutation RefreshSession {\n  refreshSession {\n    success\n  }\n}\n\nmutation Logout {\n  logout {\n    success\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;