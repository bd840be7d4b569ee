export interface AdminLink {
  label: string;
  to: string;
  /** The sidebar's heading the link is under (none: above the groups). */
  group?: string;
  /** Shown to super administrators only (the server refuses the rest anyway). */
  superAdminOnly?: boolean;
}

/** The admin panel's screens, in the sidebar's order and groups. */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { label: "Dashboard", to: "/admin/dashboard" },
  { label: "Users", to: "/admin/users", group: "Learning" },
  { label: "Courses", to: "/admin/courses", group: "Learning" },
  { label: "Certificates", to: "/admin/certificates", group: "Learning" },
  { label: "Renewals Due", to: "/admin/renewals", group: "Learning" },
  { label: "Legal", to: "/admin/legal", group: "Learning" },
  { label: "Payments", to: "/admin/payments", group: "Sales" },
  { label: "Business Offers", to: "/admin/business-offers", group: "Sales" },
  { label: "Partners", to: "/admin/partners", group: "Sales" },
  { label: "Agencies", to: "/admin/agencies", group: "Sales" },
  { label: "Statements", to: "/admin/statements", group: "Sales" },
  { label: "Messages", to: "/admin/messages", group: "Mail" },
  { label: "Outbox", to: "/admin/outbox", group: "Mail" },
  { label: "Settings", to: "/admin/settings", group: "System" },
  { label: "Verification", to: "/admin/verification", group: "System" },
  { label: "API Tokens", to: "/admin/api-tokens", group: "System" },
  {
    label: "Sign-in Clients",
    to: "/admin/sign-in-clients",
    group: "System",
    superAdminOnly: true,
  },
  { label: "Security", to: "/admin/security", group: "System", superAdminOnly: true },
];

/** The portal's release, shown in the sidebar's version line (kept with package.json's). */
export const PORTAL_VERSION = "0.1.0";

export const RESTRICTED_WARNING =
  "Some administrative functions are restricted to Super Admin users only.";
