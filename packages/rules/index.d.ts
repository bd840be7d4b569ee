export * from "./text.js";
export declare const MIN_PASSWORD_LENGTH: number;
export declare function newPasswordLengthProblem(password: string): string | undefined;
export declare function passwordProblems(password: string): string[];
export declare function requiredLineProblem(label: string, value: string): string | undefined;
export declare function oidcClientIdProblem(value: string): string | undefined;
export declare const LICENSE_TYPES: readonly ["royalty-free", "revenue-share"];
export interface BusinessApplication {
  businessName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  businessWebsite?: string | null;
  businessAddress: string;
  licenseType: string;
  additionalInfo?: string | null;
}
export declare function businessApplicationProblems(
  values: BusinessApplication,
): Partial<Record<keyof BusinessApplication, string>>;
export declare function crockfordCheck(code: string): string;
export declare function certificateNumber(year: number, bytes: Uint8Array): string;
export declare function canonicalCertificateNumber(input: string): string | null;
export * from "./routes.js";
export declare function imageAddressProblem(value: string): string | undefined;
export * from "./partner-branding.js";
