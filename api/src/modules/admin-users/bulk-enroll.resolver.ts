import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { BulkEnrollmentInput } from "./admin-users.inputs.js";
import { BulkEnrollService } from "./bulk-enroll.service.js";
import { BulkEnrollmentRowObject } from "./bulk-enroll.types.js";

@Resolver()
export class BulkEnrollmentResolver {
  @Auth(Role.ADMIN)
  @Query(() => [BulkEnrollmentRowObject], {
    description: "What enrolling the accounts of a CSV list in a course would do, row by row.",
  })
  previewBulkEnrollment(
    @Arg("input", { description: "The course and the list." }) input: BulkEnrollmentInput,
    @Ctx() ctx: Context,
  ): Promise<BulkEnrollmentRowObject[]> {
    return new BulkEnrollService(ctx.em, ctx).preview(input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => [BulkEnrollmentRowObject], {
    description:
      "Enrolls the accounts of a CSV list in a course as the caller's grants, without payment, " +
      "in one transaction (each enrollment audited, provisioned and mailed as any grant). " +
      "Answers every row; sent again, nobody is enrolled twice.",
  })
  async adminBulkEnroll(
    @Arg("input", { description: "The course and the list." }) input: BulkEnrollmentInput,
    @Ctx() ctx: Context,
  ): Promise<BulkEnrollmentRowObject[]> {
    const viewer = await signedInViewer(ctx);
    return new BulkEnrollService(ctx.em, ctx).enroll(input, viewer.id);
  }
}
