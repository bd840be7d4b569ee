/** How a certificate's status shows: its word, badge colour and what it means for a reader. */
export interface StatusLook {
  label: string;
  palette: "green" | "orange" | "red" | "purple" | "gray";
  meaning: string;
}

const LOOKS = new Map<string, StatusLook>([
  [
    "VALID",
    { label: "Valid", palette: "green", meaning: "This certificate is genuine and current." },
  ],
  [
    "EXPIRED",
    {
      label: "Expired",
      palette: "orange",
      meaning: "This certificate is genuine, but its validity period has ended.",
    },
  ],
  [
    "REVOKED",
    {
      label: "Revoked",
      palette: "red",
      meaning: "Guardian Academy has withdrawn this certificate: it is no longer valid.",
    },
  ],
  [
    "SUPERSEDED",
    {
      label: "Superseded",
      palette: "purple",
      meaning: "A newer certificate has replaced this one: it is no longer valid.",
    },
  ],
  [
    "NOT_FOUND",
    { label: "Not found", palette: "gray", meaning: "No certificate has this number." },
  ],
]);

/**
 * The look of a status the API sends. A status this build does not know yet (the server may be
 * newer) shows under its own name, never as valid.
 */
export function certificateStatus(status: string): StatusLook {
  const known = LOOKS.get(status);
  if (known) return known;
  const label = status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, " ");
  return { label, palette: "gray", meaning: `This certificate's status is: ${label}.` };
}
