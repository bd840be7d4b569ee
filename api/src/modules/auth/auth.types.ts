import { Field, ObjectType } from "type-graphql";

@ObjectType("SuccessResult")
export class SuccessResultType {
  @Field()
  success!: boolean;
}

@ObjectType("DeepLinkResult")
export class DeepLinkResultType {
  @Field({
    description: "Where to send the browser: the system's address with a single-use sign-in token.",
  })
  redirectUrl!: string;
}
