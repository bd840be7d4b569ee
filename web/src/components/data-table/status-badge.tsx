import { Badge } from "@chakra-ui/react";
import { labelOf } from "../../lib/format";

/** A list's status filter option: the status it selects, and that status's badge. */
export interface StatusOption<S extends string> {
  status: S;
  label: string;
  color: string;
}

/** A membership's statuses (an agency's member, a partner's administrator) and their badges. */
export const MEMBERSHIP_STATUSES: readonly StatusOption<"INVITED" | "JOINED" | "REMOVED">[] = [
  { status: "INVITED", label: "Invited", color: "yellow" },
  { status: "JOINED", label: "Joined", color: "green" },
  { status: "REMOVED", label: "Removed", color: "gray" },
];

/** A row's status as a coloured badge, from its list's filter options (else gray, by labelOf). */
export function StatusOptionBadge<S extends string>(props: {
  status: S;
  options: readonly StatusOption<S>[];
}) {
  const option = props.options.find(candidate => candidate.status === props.status);
  return (
    <Badge colorPalette={option?.color ?? "gray"} variant="subtle">
      {option?.label ?? labelOf(props.status)}
    </Badge>
  );
}
