export interface AdminLink {
  label: string;
  to: string;
  /** Shown to super administrators only (the server refuses the rest anyway). */
  superAdminOnly?: boolean;
}

/** The admin panel's screens, in the sidebar's order. */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { label: "Dashboard", to: "/admin/dashboard" },
  { label: "Users", to: "/admin/users" },
  { label: "Courses", to: "/admin/courses" },
  { label: "Legal", to: "/admin/legal" },
  { label: "Payments", to: "/admin/payments" },
  { label: "Certificates", to: "/admin/certificates" },
  { label: "Business Offers", to: "/admin/business-offers" },
  { label: "Settings", to: "/admin/settings" },
  { label: "Verification", to: "/admin/verification" },
  { label: "Security", to: "/admin/security", superAdminOnly: true },
];

/** The portal's release, shown in the sidebar's version line (kept with package.json's). */
export const PORTAL_VERSION = "0.1.0";

export const RESTRICTED_WARNING =
  "Some administrative functions are restricted to Super Admin users only.";
