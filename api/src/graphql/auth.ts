import { DirectiveLocation, GraphQLDirective, GraphQLEnumType, GraphQLNonNull } from "graphql";
import { type AuthChecker, Authorized, Directive } from "type-graphql";
import { type Context, signedInViewer } from "./context.js";
import { AppError } from "./errors.js";
import { Role, viewerHasRole } from "./roles.js";

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

/** `@Public()`: an explicit statement that anyone, signed in or not, may call the root field. */
export function Public(): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Directive("@public")(target, key, descriptor as never);
  };
}

export const authChecker: AuthChecker<Context, Role> = async ({ context }, roles) => {
  const viewer = await signedInViewer(context);
  if (!roles.every(role => viewerHasRole(viewer, role))) {
    throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  }
  return true;
};

const RoleEnum = new GraphQLEnumType({
  name: "Role",
  description: "Who may call a field; each role includes the ones below it.",
  values: Object.fromEntries(Object.values(Role).map(role => [role, { value: role }])),
});

export const directives = () => [
  new GraphQLDirective({
    name: "auth",
    description: "Only signed-in callers with this role (or a higher one) may use the field.",
    locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT],
    args: { requires: { type: new GraphQLNonNull(RoleEnum) } },
  }),
  new GraphQLDirective({
    name: "public",
    description: "Anyone may call this root field, signed in or not.",
    locations: [DirectiveLocation.FIELD_DEFINITION],
  }),
];
