import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { CheckGroup, VerificationService } from "./verification.service.js";
import {
  CourseVerificationObject,
  EnrollmentVerificationObject,
  FlagResultObject,
  PaymentVerificationObject,
  SecurityAuditObject,
  VerificationFlagObject,
  VerificationOverviewObject,
} from "./verification.types.js";

const FRESH = {
  defaultValue: false,
  description: "Run the checks now instead of the 5-minute cache.",
};

@Resolver()
export class VerificationResolver {
  @Auth(Role.ADMIN)
  @Query(() => VerificationOverviewObject, {
    description: "Enrollments, payments and courses verified together (the overview).",
  })
  verificationOverview(
    @Arg("fresh", () => Boolean, FRESH) fresh: boolean,
    @Ctx() { em }: Context,
  ): Promise<VerificationOverviewObject> {
    return new VerificationService(em).overview(fresh) as Promise<VerificationOverviewObject>;
  }

  @Auth(Role.ADMIN)
  @Query(() => EnrollmentVerificationObject, {
    description: "Enrollments without a succeeded payment or a signed agreement, LMS failures.",
  })
  enrollmentVerification(
    @Arg("fresh", () => Boolean, FRESH) fresh: boolean,
    @Ctx() { em }: Context,
  ): Promise<EnrollmentVerificationObject> {
    return new VerificationService(em).group(
      CheckGroup.Enrollments,
      fresh,
    ) as Promise<EnrollmentVerificationObject>;
  }

  @Auth(Role.ADMIN)
  @Query(() => PaymentVerificationObject, {
    description: "Payments against enrollments, prices and licence offers.",
  })
  paymentVerification(
    @Arg("fresh", () => Boolean, FRESH) fresh: boolean,
    @Ctx() { em }: Context,
  ): Promise<PaymentVerificationObject> {
    return new VerificationService(em).group(
      CheckGroup.Payments,
      fresh,
    ) as Promise<PaymentVerificationObject>;
  }

  @Auth(Role.ADMIN)
  @Query(() => CourseVerificationObject, { description: "Active courses without price or hours." })
  courseVerification(
    @Arg("fresh", () => Boolean, FRESH) fresh: boolean,
    @Ctx() { em }: Context,
  ): Promise<CourseVerificationObject> {
    return new VerificationService(em).group(
      CheckGroup.Courses,
      fresh,
    ) as Promise<CourseVerificationObject>;
  }

  @Auth(Role.ADMIN)
  @Query(() => SecurityAuditObject, {
    description:
      "Failed-login bursts, admin sign-ins from new addresses, revoked sessions used, admin role changes, refresh-token reuse and the audit chain.",
  })
  securityAudit(
    @Arg("fresh", () => Boolean, FRESH) fresh: boolean,
    @Ctx() { em }: Context,
  ): Promise<SecurityAuditObject> {
    return new VerificationService(em).group(
      CheckGroup.Security,
      fresh,
    ) as Promise<SecurityAuditObject>;
  }

  @Auth(Role.ADMIN)
  @Mutation(() => FlagResultObject, {
    description:
      "Flags every current anomaly of the groups (all when none are named) for review; flagging again adds nothing.",
  })
  async flagVerificationAnomalies(
    @Arg("groups", () => [CheckGroup], {
      nullable: true,
      description: "The groups whose open anomalies to flag; every group when omitted.",
    })
    groups: CheckGroup[] | null,
    @Ctx() ctx: Context,
  ): Promise<FlagResultObject> {
    const viewer = await signedInViewer(ctx);
    const chosen = groups?.length ? [...new Set(groups)] : Object.values(CheckGroup);
    return new VerificationService(ctx.em).flagAll(chosen, viewer.id, ctx.meta);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => VerificationFlagObject, {
    description: "Resolves a flagged anomaly with a note; it no longer counts as an issue.",
  })
  async resolveVerificationFlag(
    @Arg("anomalyKey", { description: "The anomaly's key." }) anomalyKey: string,
    @Arg("note", { description: "Why it is resolved." }) note: string,
    @Ctx() ctx: Context,
  ): Promise<VerificationFlagObject> {
    const viewer = await signedInViewer(ctx);
    const flag = await new VerificationService(ctx.em).resolve(
      anomalyKey,
      note,
      viewer.id,
      ctx.meta,
    );
    return {
      id: flag.id,
      anomalyKey: flag.anomalyKey,
      anomalyType: flag.anomalyType,
      reason: flag.reason,
      flaggedAt: flag.flaggedAt,
      resolvedAt: flag.resolvedAt ?? null,
      resolutionNote: flag.resolutionNote ?? null,
    };
  }
}
