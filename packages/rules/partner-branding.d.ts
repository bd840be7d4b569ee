export declare const SLUG_PATTERN: RegExp;
export declare const SLUG_MAX_LENGTH: number;
export declare const RESERVED_SLUGS: ReadonlySet<string>;
export declare function slugProblem(value: string): string | undefined;
export declare const MIN_CONTRAST: number;
export declare const PAGE_BACKGROUNDS: readonly string[];
export declare const COLOUR_PATTERN: RegExp;
export declare function contrastRatio(a: string, b: string): number;
export declare function brandContrast(hex: string): number;
export declare function brandColourProblem(value: string): string | undefined;
export interface PartnerBranding {
  displayName: string;
  slug: string;
  brandColour: string;
  supportEmail: string;
  supportPhone?: string | null;
}
export declare function partnerBrandingProblems(
  values: PartnerBranding,
): Partial<Record<keyof PartnerBranding, string>>;
