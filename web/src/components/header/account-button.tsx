import { Button } from "@chakra-ui/react";
import type { ButtonProps } from "@chakra-ui/react";
import type { SessionUser } from "../../lib/session/session-context";
import { ChevronDownIcon, UserIcon } from "../icons/icons";

/** The signed-in user's button in the top bar: it opens the account menu. */
export function AccountButton({ user, ...props }: ButtonProps & { user: SessionUser }) {
  return (
    <Button
      variant="ghost"
      color="white"
      size="sm"
      _hover={{ bg: "whiteAlpha.300" }}
      _expanded={{ bg: "whiteAlpha.300" }}
      {...props}
    >
      <UserIcon aria-hidden />
      {user.firstName || "Account"}
      <ChevronDownIcon aria-hidden />
    </Button>
  );
}
