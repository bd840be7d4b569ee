// A graphql-codegen plugin that writes one typed React hook per named operation, each a thin
// wrapper around Apollo Client's own hook and the TypedDocumentNode that typed-document-node
// generates into the same module.
// Output is sorted by operation name so that repeated runs are byte-identical.
import { Kind } from "graphql";

const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;

/** Every named operation of the documents, sorted by name; refuses anonymous or oddly named ones. */
function collectOperations(documents) {
  const operations = [];
  for (const file of documents) {
    for (const definition of file.document?.definitions ?? []) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const name = definition.name?.value;
      if (!name || !PASCAL_CASE.test(name)) {
        throw new Error(
          `typed-hooks: every operation needs a PascalCase name (found ${name ?? "an anonymous one"} in ${file.location})`,
        );
      }
      const requiresVariables = (definition.variableDefinitions ?? []).some(
        variable => variable.type.kind === Kind.NON_NULL_TYPE && !variable.defaultValue,
      );
      operations.push({ name, type: definition.operation, requiresVariables });
    }
  }
  return operations.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function suffix(type) {
  return type === "query" ? "Query" : type === "mutation" ? "Mutation" : "Subscription";
}

function hooksFor({ name, type, requiresVariables }) {
  const data = `${name}${suffix(type)}`;
  const types = `${data}, ${data}Variables`;
  const document = `${name}Document`;
  if (type === "query") {
    const optional = requiresVariables ? "" : "?";
    return [
      `export function use${name}Query(options${optional}: useQuery.Options<${types}>) {`,
      `  return useQuery(${document}, options);`,
      "}",
      "",
      `export function use${name}LazyQuery(options?: useLazyQuery.Options<${types}>) {`,
      `  return useLazyQuery(${document}, options);`,
      "}",
    ];
  }
  if (type === "mutation") {
    return [
      `export function use${name}Mutation(options?: useMutation.Options<${types}>) {`,
      `  return useMutation(${document}, options);`,
      "}",
    ];
  }
  return [
    `export function use${name}Subscription(options?: useSubscription.Options<${types}>) {`,
    `  return useSubscription(${document}, options);`,
    "}",
  ];
}

const APOLLO_HOOKS = {
  query: ["useLazyQuery", "useQuery"],
  mutation: ["useMutation"],
  subscription: ["useSubscription"],
};

/** The hooks of a .graphql file's operations, appended to its module (near-operation-file
 * preset), where the documents and their types are. */
export const plugin = (_schema, documents) => {
  const operations = collectOperations(documents);
  if (operations.length === 0) return "";
  const apolloHooks = [...new Set(operations.flatMap(op => APOLLO_HOOKS[op.type]))].sort();
  return {
    prepend: [`import { ${apolloHooks.join(", ")} } from "@apollo/client/react";`],
    content: operations.flatMap(operation => ["", ...hooksFor(operation)]).join("\n"),
  };
};
