import { getDirective } from "@graphql-tools/utils";
import {
  DirectiveLocation,
  Kind,
  type OperationDefinitionNode,
  OperationTypeNode,
  GraphQLDirective,
  GraphQLEnumType,
  type GraphQLField,
  GraphQLNonNull,
  type GraphQLSchema,
} from "graphql";
import { type AuthChecker, Authorized, Directive } from "type-graphql";
import { type Context, signedInViewer } from "./context.js";
import { AppError } from "../errors.js";
import { protocolError } from "./errors.js";
import { Role, type Viewer, viewerHasRole } from "./roles.js";

/**
 * `@Auth(Role.ADMIN)`: the one decorator that both enforces the role (type-graphql's auth
 * checker) and shows it in the SDL as `@auth(requires: ADMIN)`.
 */
export function Auth(role: Role): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Authorized(role)(target, key, descriptor as never);
    Directive(`@auth(requires: ${role})`)(target, key, descriptor as never);
  };
}

/**
 * `@Public()`: an explicit statement that anyone, signed in or not, may call the root field. The
 * auth checker still sees the field (with no role), so the read-only token rule holds for it.
 */
export function Public(): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Authorized()(target, key, descriptor as never);
    Directive("@public")(target, key, descriptor as never);
  };
}

/**
 * The signed-in caller with every one of `roles`: UNAUTHENTICATED when signed out, else FORBIDDEN.
 * The one role check of GraphQL fields, REST paths and plain HTTP routes (downloads) alike.
 */
export async function requireRoles(context: Context, roles: readonly Role[]): Promise<Viewer> {
  const viewer = await signedInViewer(context);
  if (!roles.every(role => viewerHasRole(viewer, role))) {
    throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  }
  return viewer;
}

export const READ_ONLY_TOKEN =
  "This API token is read-only (learner level): it cannot change anything";

/**
 * The auth check of every root field (`@Auth` and `@Public`) and `@Auth` object field: a
 * LEARNER-level API token reads only, so any mutation with one is refused (403) before its
 * resolver runs; then the field's roles. GraphQL, the REST shim and the renderer all execute
 * through it.
 */
export const authChecker: AuthChecker<Context, Role> = async ({ context, info }, roles) => {
  if (
    info.operation.operation === OperationTypeNode.MUTATION &&
    context.request.apiTokenViewer?.readOnly
  ) {
    // The whole request is refused (403), as a plain HTTP route refuses it.
    throw protocolError("FORBIDDEN", READ_ONLY_TOKEN);
  }
  if (roles.length) await requireRoles(context, roles);
  return true;
};

/**
 * The root fields an operation selects and who may call them: `anyone` for a `@public` field,
 * else the roles of their `@auth` directives.
 */
export function rootFieldsOf(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  const root = schema.getRootType(operation.operation)!;
  const fields = operation.selectionSet.selections.flatMap(node =>
    node.kind === Kind.FIELD ? [root.getFields()[node.name.value]] : [],
  );
  const callers = fields.flatMap(field =>
    getDirective(schema, field, "public")?.length
      ? ["anyone"]
      : (getDirective(schema, field, "auth") ?? []).map(auth => String(auth.requires)),
  );
  return { root, fields, callers: [...new Set(callers)] };
}

/** Who holds each role, in the words the SDL's descriptions use. */
const HOLDERS: Record<Role, string> = {
  [Role.USER]: "any signed-in user (learners and administrators)",
  [Role.ADMIN]: "administrators and super administrators",
  [Role.SUPER_ADMIN]: "super administrators only",
};

const RoleEnum = new GraphQLEnumType({
  name: "Role",
  description:
    "Who may call a field; each role includes the ones below it. An API token acts with its owner's role, capped at the token's ceiling.",
  values: Object.fromEntries(
    Object.values(Role).map(role => [
      role,
      { value: role, description: `Held by ${HOLDERS[role]}.` },
    ]),
  ),
});

/** The access sentence of a root field, read from the `@auth`/`@public` usage that `Auth` and
 * `Public` put beside the enforcing `Authorized`: the description cannot disagree with the rule. */
function accessSentence(field: GraphQLField<unknown, unknown>): string | null {
  const directives = field.astNode?.directives ?? [];
  if (directives.some(d => d.name.value === "public")) return "Access: anyone, signed in or not.";
  const requires = directives.find(d => d.name.value === "auth")?.arguments?.[0]?.value;
  return requires?.kind === "EnumValue" ? `Access: ${HOLDERS[requires.value as Role]}.` : null;
}

/** Appends to every root field's description who may call it (run once on the built schema). */
export function describeAccess(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const access = accessSentence(field);
      if (access) field.description = [field.description, access].filter(Boolean).join(" ");
    }
  }
  return schema;
}

export const directives = () => [
  new GraphQLDirective({
    name: "auth",
    description: "Only signed-in callers with this role (or a higher one) may use the field.",
    locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT],
    args: {
      requires: { type: new GraphQLNonNull(RoleEnum), description: "The least role that may." },
    },
  }),
  new GraphQLDirective({
    name: "public",
    description: "Anyone may call this root field, signed in or not.",
    locations: [DirectiveLocation.FIELD_DEFINITION],
  }),
];
