import type { SessionUser } from "../../../lib/session/session-context";
import { ProfileSummary } from "./profile-summary";
import { Receipts } from "./receipts";

/** The dashboard's Profile tab (a chunk of its own, loaded when the tab first opens). */
export default function ProfileTab({ user }: { user: SessionUser }) {
  return (
    <>
      <ProfileSummary user={user} />
      <Receipts />
    </>
  );
}
