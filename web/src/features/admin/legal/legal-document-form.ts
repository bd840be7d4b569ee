import { requiredLineProblem } from "@guardian/rules";
import type { FieldErrors } from "../../../components/forms/use-form";
import type { LegalDocumentType } from "../../../graphql/types";

/** The document types with the names admins read. */
export const DOCUMENT_TYPES: readonly { value: LegalDocumentType; label: string }[] = [
  { value: "TERMS_OF_SERVICE", label: "Terms of Service" },
  { value: "PRIVACY_POLICY", label: "Privacy Policy" },
  { value: "ENROLLMENT_AGREEMENT", label: "Enrollment Agreement" },
  { value: "REFUND_POLICY", label: "Refund Policy" },
  { value: "DISCLAIMER", label: "Training Disclaimer" },
  { value: "LICENCE_AGREEMENT_ROYALTY_FREE", label: "Licence Agreement (Royalty-Free)" },
  { value: "LICENCE_AGREEMENT_REVENUE_SHARE", label: "Licence Agreement (Revenue Share)" },
  { value: "OTHER", label: "Other" },
];

const LABELS = new Map(DOCUMENT_TYPES.map(({ value, label }) => [value as string, label]));
export const typeLabel = (type: string) => LABELS.get(type) ?? type;

export interface DocumentValues extends Record<string, string> {
  title: string;
  type: string;
  version: string;
  content: string;
}

export interface EditableDocument {
  id: number;
  title: string;
  type: LegalDocumentType;
  version: string;
  content: string;
  isActive: boolean;
  requiresSignature: boolean;
  acceptedCount: number;
}

/** The spec's defaults: terms of service, version 1.0 (active on, signature off). */
export const NEW_DOCUMENT_VALUES: DocumentValues = {
  title: "",
  type: "TERMS_OF_SERVICE",
  version: "1.0",
  content: "",
};

/** The spec's rules: title, version and content required. */
export function validateDocument(values: DocumentValues): FieldErrors<DocumentValues> {
  const errors: FieldErrors<DocumentValues> = {
    title: requiredLineProblem("Title", values.title),
    version: requiredLineProblem("Version", values.version),
    content: values.content.trim() ? undefined : "Content is required",
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}
