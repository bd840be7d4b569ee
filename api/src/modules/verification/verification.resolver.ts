import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { CheckGroup, VerificationService } from "./verification.service.js";
import type { TrustedAddress } from "./trusted-address.entity.js";
import type { VerificationFlag } from "./verification-flag.entity.js";
import {
  CourseVerificationObject,
  EnrollmentVerificationObject,
  FlagResultObject,
  PaymentVerificationObject,
  SecurityAuditObject,
  TrustedAddressObject,
  VerificationFlagObject,
  VerificationOverviewObject,
} from "./verification.types.js";

const flagObject = (flag: VerificationFlag): VerificationFlagObject => ({
  id: flag.id,
  anomalyKey: flag.anomalyKey,
  anomalyType: flag.anomalyType,
  reason: flag.reason,
  flaggedAt: flag.flaggedAt,
  resolvedAt: flag.resolvedAt ?? null,
  resolutionNote: flag.resolutionNote ?? null,
});

const trustedObject = (trusted: TrustedAddress): TrustedAddressObject => ({
  ipAddress: trusted.ipAddress,
  note: trusted.note ?? null,
  trustedAt: trusted.trustedAt,
});

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
    @Ctx() { em, config }: Context,
  ): Promise<VerificationOverviewObject> {
    return new VerificationService(em, { config }).overview(
      fresh,
    ) as Promise<VerificationOverviewObject>;
  }

  @Auth(Role.ADMIN)
  @Query(() => EnrollmentVerificationObject, {
    description: "Enrollments without a succeeded payment or a signed agreement, LMS failures.",
  })
  enrollmentVerification(
    @Arg("fresh", () => Boolean, FRESH) fresh: boolean,
    @Ctx() { em, config }: Context,
  ): Promise<EnrollmentVerificationObject> {
    return new VerificationService(em, { config }).group(
      CheckGroup.ENROLLMENTS,
      fresh,
    ) as Promise<EnrollmentVerificationObject>;
  }

  @Auth(Role.ADMIN)
  @Query(() => PaymentVerificationObject, {
    description: "Payments against enrollments, prices and licence offers.",
  })
  paymentVerification(
    @Arg("fresh", () => Boolean, FRESH) fresh: boolean,
    @Ctx() { em, config }: Context,
  ): Promise<PaymentVerificationObject> {
    return new VerificationService(em, { config }).group(
      CheckGroup.PAYMENTS,
      fresh,
    ) as Promise<PaymentVerificationObject>;
  }

  @Auth(Role.ADMIN)
  @Query(() => CourseVerificationObject, { description: "Active courses without price or hours." })
  courseVerification(
    @Arg("fresh", () => Boolean, FRESH) fresh: boolean,
    @Ctx() { em, config }: Context,
  ): Promise<CourseVerificationObject> {
    return new VerificationService(em, { config }).group(
      CheckGroup.COURSES,
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
    @Ctx() { em, config }: Context,
  ): Promise<SecurityAuditObject> {
    return new VerificationService(em, { config }).group(
      CheckGroup.SECURITY,
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
    return new VerificationService(ctx.em, ctx).flagAll(chosen, viewer.id, ctx.meta);
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
    const flag = await new VerificationService(ctx.em, ctx).resolve(
      anomalyKey,
      note,
      viewer.id,
      ctx.meta,
    );
    return flagObject(flag);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => VerificationFlagObject, {
    description:
      "Acknowledges one current finding of the security audit: flagged and resolved at once, with the note or 'Acknowledged'; it no longer counts as an issue.",
  })
  async acknowledgeSecurityFinding(
    @Arg("anomalyKey", { description: "The finding's key, as the audit lists it." })
    anomalyKey: string,
    @Arg("note", () => String, {
      nullable: true,
      description: "Why it needs nothing more, up to 1000 characters.",
    })
    note: string | null,
    @Ctx() ctx: Context,
  ): Promise<VerificationFlagObject> {
    const viewer = await signedInViewer(ctx);
    const flag = await new VerificationService(ctx.em, ctx).acknowledge(
      CheckGroup.SECURITY,
      anomalyKey,
      note,
      viewer.id,
      ctx.meta,
    );
    return flagObject(flag);
  }

  @Auth(Role.ADMIN)
  @Query(() => [TrustedAddressObject], {
    description: "The addresses whose administrators' sign-ins are not security findings.",
  })
  async trustedAddresses(@Ctx() { em }: Context): Promise<TrustedAddressObject[]> {
    return (await new VerificationService(em).trustedAddresses()).map(trustedObject);
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => TrustedAddressObject, {
    description:
      "Trusts a client address: administrators' sign-ins from it stop being 'admin login from new IP' findings (failed-login bursts from it still count; audited).",
  })
  async trustAddress(
    @Arg("ipAddress", { description: "An IPv4 or IPv6 address." }) ipAddress: string,
    @Arg("note", () => String, {
      nullable: true,
      description: "Why it is trusted (the office, the VPN), up to 1000 characters.",
    })
    note: string | null,
    @Ctx() ctx: Context,
  ): Promise<TrustedAddressObject> {
    const viewer = await signedInViewer(ctx);
    const service = new VerificationService(ctx.em, ctx);
    return trustedObject(await service.trust(ipAddress, note, viewer.id, ctx.meta));
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => TrustedAddressObject, {
    description: "Stops trusting a client address (audited); answers what it was.",
  })
  async untrustAddress(
    @Arg("ipAddress", { description: "A trusted address." }) ipAddress: string,
    @Ctx() ctx: Context,
  ): Promise<TrustedAddressObject> {
    const viewer = await signedInViewer(ctx);
    const service = new VerificationService(ctx.em, ctx);
    return trustedObject(await service.untrust(ipAddress, viewer.id, ctx.meta));
  }
}
