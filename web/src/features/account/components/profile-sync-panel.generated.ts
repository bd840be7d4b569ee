/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SyncStatusList_RowsFragment = { __typename: 'ProfileSync', system: Types.SystemKey, label: string, connected: boolean, status: Types.SyncStatus, details: string | null, lastSynced: string | null };

export const SyncStatusList_RowsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncStatusList_rows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileSync"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"lastSynced"}}]}}]} as unknown as DocumentNode<SyncStatusList_RowsFragment, unknown>;