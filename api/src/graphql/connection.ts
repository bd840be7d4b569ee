/**
 * The GraphQL side of the admin lists: the connection types, `PageArgs` and `asksFor`. The keyset
 * page they show is db/keyset.ts's `keysetPage`.
 */
import type { GraphQLResolveInfo, SelectionSetNode } from "graphql";
import type { ClassType } from "type-graphql";
import { ArgsType, Field, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type PageInfoShape,
  SortDirection,
} from "../db/keyset.js";

// The keyset sort order (db/keyset.ts) as a GraphQL enum.
export { SortDirection };
registerEnumType(SortDirection, {
  name: "SortDirection",
  description: "The order of a sorted list.",
  valuesConfig: {
    ASC: { description: "Smallest, earliest or A first." },
    DESC: { description: "Largest, latest or Z first." },
  },
});

@ObjectType({ description: "Where a page of a list sits, and the cursors to move from it." })
export class PageInfo implements PageInfoShape {
  @Field({ description: "More rows follow this page." })
  hasNextPage!: boolean;
  @Field({ description: "Rows come before this page." })
  hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true, description: "Pass as `before` for the previous page." })
  startCursor!: string | null;
  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page." })
  endCursor!: string | null;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, {
    nullable: true,
    description: `Page size from the start or after \`after\` (1-${MAX_PAGE_SIZE}; ${DEFAULT_PAGE_SIZE} when neither first nor last is given).`,
  })
  first?: number | null;
  @Field(() => String, {
    nullable: true,
    description: "Start after this cursor (an `endCursor` or an edge's `cursor`).",
  })
  after?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: `Page size before \`before\` (1-${MAX_PAGE_SIZE}).`,
  })
  last?: number | null;
  @Field(() => String, {
    nullable: true,
    description: "End before this cursor (a `startCursor` or an edge's `cursor`).",
  })
  before?: string | null;
}

/** Whether the query selects `field` on the resolved object (through fragments too). */
export function asksFor(info: GraphQLResolveInfo, field: string): boolean {
  const selects = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some(selection => {
      if (selection.kind === "Field") return selection.name.value === field;
      if (selection.kind === "InlineFragment") return selects(selection.selectionSet);
      return selects(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some(node => selects(node.selectionSet));
}

/**
 * The GraphQL connection of a node type. Declare each list's own:
 * `@ObjectType("AdminUserConnection") class AdminUserConnection extends Connection(AdminUserObject, "AdminUser") {}`
 */
export function Connection<Node extends object>(node: ClassType<Node>, name: string) {
  @ObjectType(`${name}Edge`, { description: `One row of a ${name} list, with its cursor.` })
  class EdgeType {
    @Field({ description: "This row's place in the list: pass it as `after` or `before`." })
    cursor!: string;
    @Field(() => node, { description: "The row itself." })
    node!: Node;
  }

  // Not in the schema itself: only the concrete classes that extend it are reachable.
  @ObjectType()
  abstract class ConnectionType {
    @Field(() => [EdgeType], { description: "This page's rows, in the list's order." })
    edges!: EdgeType[];
    @Field(() => PageInfo, { description: "Whether more pages exist, and their cursors." })
    pageInfo!: PageInfo;
    @Field(() => Int, {
      description: "Rows matching the filter, on every page (counted only when asked for).",
    })
    totalCount!: PromiseLike<number>;
  }
  return ConnectionType;
}
