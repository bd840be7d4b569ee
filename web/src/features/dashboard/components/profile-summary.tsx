import { DataList } from "@chakra-ui/react";
import type { SessionUser } from "../../../lib/session/session-context";
import { DataListRoot } from "../../../components/ui/data-list-root";

/** The learner's name, username and email, read-only (they change on the account page). */
export function ProfileSummary({ user }: { user: SessionUser }) {
  const rows = [
    ["First Name", user.firstName],
    ["Last Name", user.lastName],
    ["Username", user.username],
    ["Email", user.email],
  ];
  return (
    <DataListRoot orientation="horizontal" size="lg">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value || "—"}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataListRoot>
  );
}
