import { partnerBrandingProblems } from "@guardian/rules";
import { LockMode, UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, invalidFields, refuseInvalidFields } from "../../errors.js";
import type { Viewer } from "../../graphql/roles.js";
import { type ImageLimits, intakePng, pngDataUrlBytes } from "../../util/image-intake.js";
import { LicenceAgreement } from "./licence-agreement.entity.js";
import { PartnerEvent, PartnerEventKind } from "./partner-event.entity.js";
import { PartnerScopeService } from "./partner-scope.service.js";
import { PartnerLogo } from "./partner-storefront.entity.js";
import { Partner, PartnerStatus } from "./partner.entity.js";
import type { PartnerBrandingInput } from "./partners.inputs.js";

/** The largest logo taken: 200 KB as sent, 512 × 512 pixels. */
export const LOGO_LIMITS: ImageLimits = { maxBytes: 200_000, maxWidth: 512, maxHeight: 512 };

const LOGO_REFUSAL = `The logo must be a PNG of at most ${LOGO_LIMITS.maxBytes / 1000} KB and ${LOGO_LIMITS.maxWidth} × ${LOGO_LIMITS.maxHeight} pixels`;

const slugTaken = (slug: string) =>
  invalidFields({ slug: `The short address "${slug}" is taken; please choose another` });

/** What a launch needs, in the words the refusal and the partner's page use. */
export const LAUNCH_NEEDS = {
  displayName: "display name",
  slug: "short address",
  brandColour: "brand colour",
  supportEmail: "support email",
  agreement: "signed licence agreement",
} as const;

interface TimelineEntry {
  kind: PartnerEventKind;
  note: string | null;
}

/**
 * A partner's storefront settings, set by its administrators (and the academy's): branding,
 * logo and launch (docs/partners.md, "Launch"). Each checks the input first, then the scope.
 */
export class PartnerStorefrontService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Sets the display name, short address, brand colour, support email and phone at once (the
   * rules of @guardian/rules' partnerBrandingProblems), with the timeline's branding-set. A slug
   * another partner has is refused by name, also when both take it at once (the unique index).
   */
  async updateBranding(
    viewer: Viewer,
    partnerId: number,
    input: PartnerBrandingInput,
  ): Promise<Partner> {
    const values = {
      displayName: input.displayName.trim(),
      slug: input.slug.trim().toLowerCase(),
      brandColour: input.brandColour.trim().toLowerCase(),
      supportEmail: input.supportEmail.trim().toLowerCase(),
      supportPhone: input.supportPhone?.trim() || null,
    };
    refuseInvalidFields(partnerBrandingProblems(values));
    try {
      return await this.change(viewer, partnerId, async (tx, partner) => {
        const other = await tx.count(Partner, { slug: values.slug, id: { $ne: partnerId } });
        if (other) throw slugTaken(values.slug);
        const before = partner.slug ?? null;
        tx.assign(partner, values);
        const moved = before && before !== values.slug;
        return {
          kind: PartnerEventKind.BRANDING_SET,
          note: moved ? `/p/${before} → /p/${values.slug}` : null,
        };
      });
    } catch (error) {
      // Two partners taking the same slug at once: the second meets the unique index.
      if (error instanceof UniqueConstraintViolationException) throw slugTaken(values.slug);
      throw error;
    }
  }

  /**
   * The partner's logo from a `data:image/png;base64,` URL, through the image intake (decoded
   * off the event loop, encoded afresh, within LOGO_LIMITS); it replaces any earlier one.
   */
  async setLogo(viewer: Viewer, partnerId: number, dataUrl: string): Promise<Partner> {
    const bytes = pngDataUrlBytes(dataUrl);
    const png = bytes && (await intakePng(bytes, LOGO_LIMITS));
    if (!png) throw invalidFields({ logo: LOGO_REFUSAL });
    return this.change(viewer, partnerId, async tx => {
      await tx.execute(
        `insert into partner_logos (partner_id, png) values (?, ?)
         on conflict (partner_id) do update set png = excluded.png, updated_at = now()`,
        [partnerId, png],
      );
      return { kind: PartnerEventKind.LOGO_SET, note: "New logo" };
    });
  }

  /** Removes the partner's logo (the storefront shows its name alone). */
  async removeLogo(viewer: Viewer, partnerId: number): Promise<Partner> {
    return this.change(viewer, partnerId, async tx => {
      const removed = await tx.nativeDelete(PartnerLogo, { partner: partnerId });
      return removed ? { kind: PartnerEventKind.LOGO_SET, note: "Logo removed" } : null;
    });
  }

  /** What the partner still lacks to launch, in LAUNCH_NEEDS' words (none: it may launch). */
  async launchMissing(partner: Partner): Promise<string[]> {
    const signed = await this.em.count(LicenceAgreement, { partner });
    const has = {
      displayName: Boolean(partner.displayName),
      slug: Boolean(partner.slug),
      brandColour: Boolean(partner.brandColour),
      supportEmail: Boolean(partner.supportEmail),
      agreement: signed > 0,
    };
    return Object.entries(LAUNCH_NEEDS)
      .filter(([key]) => !has[key as keyof typeof has])
      .map(([, words]) => words);
  }

  /**
   * Launches the storefront: live, launched now, the timeline's launched. Refused with every
   * missing setting named, and while the partner is suspended or its term has ended. A live
   * partner launched again is answered as it is (a retry).
   */
  async launch(viewer: Viewer, partnerId: number): Promise<Partner> {
    return this.change(viewer, partnerId, async (tx, partner) => {
      const status = partner.status;
      if (status === PartnerStatus.SUSPENDED) {
        throw new AppError("CONFLICT", "A suspended partner cannot launch its storefront");
      }
      // Ended, or its term's end has passed (storefront.rules.ts partnerStatusAt).
      if (
        status === PartnerStatus.ENDED ||
        (partner.termEndsAt && partner.termEndsAt <= new Date())
      ) {
        throw new AppError("CONFLICT", "The licence's term has ended: renew it to launch");
      }
      if (status === PartnerStatus.LIVE) return null;
      const missing = await new PartnerStorefrontService(tx).launchMissing(partner);
      if (missing.length) {
        const message = `Before launching, please set: ${missing.join(", ")}`;
        throw new AppError("BAD_USER_INPUT", message, { missing });
      }
      tx.assign(partner, { status: PartnerStatus.LIVE, launchedAt: new Date() });
      return { kind: PartnerEventKind.LAUNCHED, note: `/p/${partner.slug}` };
    });
  }

  /**
   * Runs `apply` on the partner for a caller who administers it (PartnerScopeService), the
   * partner locked (two administrators' changes follow one another), in one transaction with the
   * timeline entry it answers (none: nothing to record).
   */
  private async change(
    viewer: Viewer,
    partnerId: number,
    apply: (tx: EntityManager, partner: Partner) => Promise<TimelineEntry | null>,
  ): Promise<Partner> {
    await new PartnerScopeService(this.em).requireAdmin(viewer, partnerId);
    return this.em.transactional(async tx => {
      const partner = await tx.findOneOrFail(Partner, partnerId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      const entry = await apply(tx, partner);
      if (entry) {
        tx.create(PartnerEvent, {
          partner,
          kind: entry.kind,
          actor: viewer.id,
          details: { note: entry.note },
        });
        await tx.flush();
      }
      return partner;
    });
  }
}
