export interface NavLinkItem {
  label: string;
  to: string;
}

export const NAV_LINKS: readonly NavLinkItem[] = [
  { label: "Home", to: "/" },
  { label: "Courses", to: "/courses" },
  { label: "Business Licensing", to: "/business-offers" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
  { label: "FAQ", to: "/faq" },
];

/** Home is active only on its exact path; every other link on any path that starts with its own. */
export function isNavLinkActive(to: string, pathname: string): boolean {
  return to === "/" ? pathname === "/" : pathname.startsWith(to);
}

const HEADERLESS_SECTIONS = ["business-offers", "business-licensing", "business-licensing-program"];

/** The licensing pages run as their own funnel, without the site's top navigation bar. */
export function hidesTopBar(pathname: string): boolean {
  const firstSegment = pathname.split("/")[1] ?? "";
  return HEADERLESS_SECTIONS.includes(firstSegment);
}
