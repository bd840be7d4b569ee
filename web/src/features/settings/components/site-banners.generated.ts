/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/types';

import { useLazyQuery, useQuery } from "@apollo/client/react";
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SiteBannersQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteBannersQuery = { __typename: 'Query', bannerSettings: { __typename: 'BannerSettings', showDisclaimerBanner: boolean, showPreLaunchBanner: boolean }, disclaimerSetting: { __typename: 'DisclaimerSetting', isVisible: boolean, text: string }, prelaunchBannerSetting: { __typename: 'PrelaunchBannerSetting', isVisible: boolean } };


export const SiteBannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteBanners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bannerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"showDisclaimerBanner"}},{"kind":"Field","name":{"kind":"Name","value":"showPreLaunchBanner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"disclaimerSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prelaunchBannerSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isVisible"}}]}}]}}]} as unknown as DocumentNode<SiteBannersQuery, SiteBannersQueryVariables>;

export function useSiteBannersQuery(options?: useQuery.Options<SiteBannersQuery, SiteBannersQueryVariables>) {
  return useQuery(SiteBannersDocument, options);
}

export function useSiteBannersLazyQuery(options?: useLazyQuery.Options<SiteBannersQuery, SiteBannersQueryVariables>) {
  return useLazyQuery(SiteBannersDocument, options);
}