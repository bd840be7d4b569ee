import { Link, Text, type TextProps } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { AuditSentence_TargetFragment as Target } from "./audit-sentence.generated";
import type { AuditTargetKind } from "../../../graphql/types";

/** Each kind of record's admin screen, and whether that screen's search (`q`) finds it by label. */
const SCREENS: Record<AuditTargetKind, { path: string; search: boolean }> = {
  USER: { path: "/admin/users", search: true },
  PAYMENT: { path: "/admin/payments", search: true },
  COURSE: { path: "/admin/courses", search: true },
  LEGAL_DOCUMENT: { path: "/admin/legal", search: true },
  BUSINESS_OFFER: { path: "/admin/business-offers", search: true },
  // The tokens list has no search: the screen itself.
  API_TOKEN: { path: "/admin/api-tokens", search: false },
  CERTIFICATE: { path: "/admin/certificates", search: true },
};

/** The admin screen of an audit event's record, searched for it where the screen can. */
export function auditTargetHref(target: Target): string {
  const { path, search } = SCREENS[target.kind];
  return search ? `${path}?${new URLSearchParams({ q: target.label }).toString()}` : path;
}

interface AuditSentenceProps extends TextProps {
  message: string;
  target: Target | null | undefined;
}

/**
 * An audit event's sentence: a link to the admin screen of the record it concerns, or plain text
 * when it concerns none (or none that still exists). It wraps like prose, a long username or
 * address broken only where it would not fit the line.
 */
export function AuditSentence({ message, target, ...text }: AuditSentenceProps) {
  return (
    <Text overflowWrap="break-word" {...text}>
      {target ? (
        <Link asChild variant="underline" color="blue.700" display="inline">
          <RouterLink to={auditTargetHref(target)}>{message}</RouterLink>
        </Link>
      ) : (
        message
      )}
    </Text>
  );
}
