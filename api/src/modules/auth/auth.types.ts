import { Field, ObjectType } from "type-graphql";

@ObjectType("SuccessResult", { description: "A plain answer: the action was done." })
export class SuccessResultType {
  @Field({ description: "The action was done." })
  success!: boolean;
}

@ObjectType("DeepLinkResult", { description: "A sign-in address for a sibling system." })
export class DeepLinkResultType {
  @Field({
    description: "Where to send the browser: the system's address with a single-use sign-in token.",
  })
  redirectUrl!: string;
}

@ObjectType("PasswordResetResult", { description: "The answer of a password reset step." })
export class PasswordResetResultType {
  @Field({ description: "The step was taken (or, for a request, accepted)." })
  success!: boolean;

  @Field({ description: "What happened, in words for the user." })
  message!: string;
}
