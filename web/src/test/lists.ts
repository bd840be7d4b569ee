/**
 * A page of a list as the API answers it (a connection): the nodes as edges with cursors `c<id>`,
 * the page's info, and the total; `more`: the list goes on past this page (40 in all).
 */
export function connectionOf<Name extends string, Node extends { id: number | string }>(
  name: Name,
  nodes: Node[],
  more = false,
) {
  const cursor = (node: Node) => `c${node.id}`;
  return {
    __typename: `${name}Connection` as const,
    totalCount: more ? 40 : nodes.length,
    pageInfo: {
      __typename: "PageInfo" as const,
      hasNextPage: more,
      hasPreviousPage: false,
      startCursor: nodes.length ? cursor(nodes[0]) : null,
      endCursor: nodes.length ? cursor(nodes.at(-1)!) : null,
    },
    edges: nodes.map(node => ({ __typename: `${name}Edge` as const, cursor: cursor(node), node })),
  };
}
