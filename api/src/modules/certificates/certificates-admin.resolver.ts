import type { GraphQLResolveInfo } from "graphql";
import { Arg, Args, Ctx, Info, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { PageArgs, asksFor } from "../../graphql/connection.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { CertificateAdminService } from "./certificates-admin.service.js";
import { AdminCertificateConnection } from "./certificates-admin.types.js";
import { AdminCertificateFilter, AdminCertificateSort } from "./certificates-admin.inputs.js";
import { CertificateObject, certificateObject } from "./certificates.types.js";

/** The admin Certificates screen: the list and re-issuing after a name correction. */
@Resolver()
export class CertificatesAdminResolver {
  @Auth(Role.ADMIN)
  @Query(() => AdminCertificateConnection, {
    description:
      "Certificates by page, searched, filtered and sorted (newest issued first by default).",
  })
  adminCertificates(
    @Args(() => PageArgs) page: PageArgs,
    @Arg("filter", () => AdminCertificateFilter, {
      nullable: true,
      description: "Search, status, course and date ranges; every certificate when omitted.",
    })
    filter: AdminCertificateFilter | null,
    @Arg("sort", () => AdminCertificateSort, {
      nullable: true,
      description: "The order; newest issued first when omitted.",
    })
    sort: AdminCertificateSort | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<AdminCertificateConnection> {
    const certificates = new CertificateAdminService(ctx.em, ctx);
    return certificates.listCertificates(filter, sort, page, asksFor(info, "totalCount"));
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CertificateObject, {
    description:
      "Re-issues a certificate after a name correction (audited): a new number with the learner's current name; the old one answers SUPERSEDED. The same request again answers the same new certificate.",
  })
  async reissueCertificate(
    @Arg("number", { description: "The certificate to replace, e.g. GA-2026-7K3M9QXTQ." })
    number: string,
    @Arg("reason", { description: "Why it is re-issued (1-500 characters)." }) reason: string,
    @Ctx() ctx: Context,
  ): Promise<CertificateObject> {
    const viewer = await signedInViewer(ctx);
    const row = await new CertificateAdminService(ctx.em, ctx).reissueCertificate({
      number,
      reason,
      actorId: viewer.id,
      meta: ctx.meta,
    });
    return certificateObject(row);
  }
}
