import type { NavLinkItem } from "./nav-links";

/** The signed-in user's own pages, in the account menu and the mobile menu. */
export const ACCOUNT_LINKS: readonly NavLinkItem[] = [
  { label: "My Dashboard", to: "/dashboard" },
  { label: "My Profile", to: "/account" },
  { label: "My Courses", to: "/my-courses" },
];
