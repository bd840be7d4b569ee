import { Link } from "@chakra-ui/react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { isNavLinkActive } from "./nav-links";
import type { NavLinkItem } from "./nav-links";

interface NavLinkProps {
  item: NavLinkItem;
  block?: boolean;
  /** Closer rows (a long menu such as the admin sidebar). */
  compact?: boolean;
  onNavigate?: () => void;
}

export function NavLink({ item, block = false, compact = false, onNavigate }: NavLinkProps) {
  const { pathname } = useLocation();
  const active = isNavLinkActive(item.to, pathname);
  return (
    <Link
      asChild
      display={block ? "block" : "inline-flex"}
      px="3"
      py={compact ? "1" : "2"}
      fontSize={compact ? "sm" : undefined}
      rounded="md"
      fontWeight="medium"
      color={active ? "yellow.300" : "white"}
      bg={active ? "whiteAlpha.200" : "transparent"}
      _hover={{ bg: "whiteAlpha.300", textDecoration: "none" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "yellow.300", outlineOffset: "2px" }}
    >
      <RouterLink to={item.to} aria-current={active ? "page" : undefined} onClick={onNavigate}>
        {item.label}
      </RouterLink>
    </Link>
  );
}
