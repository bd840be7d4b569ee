import { Box, Button, Link, Stack } from "@chakra-ui/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { SessionUser } from "../../lib/session/session-context";
import { useSession } from "../../lib/session/session-context";
import { ChevronDownIcon, UserIcon } from "../icons/icons";
import { ACCOUNT_LINKS } from "./account-links";

/** The pointer may cross the gap between the button and the menu without it closing. */
export const ACCOUNT_MENU_CLOSE_DELAY_MS = 150;

/**
 * A disclosure menu: opens while hovered (closing 150 ms after the pointer leaves) or when
 * clicked (then it stays until clicked again, Escape, or a click outside).
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { logout } = useSession();
  const [open, setOpen] = useState(false);
  const pinned = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    pinned.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <Box
      ref={rootRef}
      position="relative"
      hideBelow="lg"
      onMouseEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={() => {
        if (pinned.current) return;
        closeTimer.current = setTimeout(() => setOpen(false), ACCOUNT_MENU_CLOSE_DELAY_MS);
      }}
      onBlur={event => {
        // Tabbing out of the menu closes it.
        if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget)) close();
      }}
    >
      <Button
        ref={triggerRef}
        variant="ghost"
        color="white"
        size="sm"
        _hover={{ bg: "whiteAlpha.300" }}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          if (open && pinned.current) return close();
          pinned.current = true;
          setOpen(true);
        }}
      >
        <UserIcon aria-hidden />
        {user.firstName || "Account"}
        <ChevronDownIcon aria-hidden />
      </Button>
      {open && (
        <Stack
          id={menuId}
          as="nav"
          aria-label="Account"
          position="absolute"
          top="100%"
          right="0"
          mt="1"
          minW="48"
          gap="0"
          py="1"
          bg="white"
          color="gray.800"
          rounded="md"
          shadow="lg"
          borderWidth="1px"
        >
          {ACCOUNT_LINKS.map(item => (
            <Link key={item.to} asChild px="4" py="2" _hover={{ bg: "gray.100" }}>
              <RouterLink to={item.to} onClick={close}>
                {item.label}
              </RouterLink>
            </Link>
          ))}
          <Button
            variant="ghost"
            justifyContent="flex-start"
            rounded="none"
            px="4"
            fontSize="md"
            fontWeight="normal"
            borderTopWidth="1px"
            onClick={() => {
              close();
              void logout("/");
            }}
          >
            Sign Out
          </Button>
        </Stack>
      )}
    </Box>
  );
}
