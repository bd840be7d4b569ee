import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";

/**
 * The spec's 0.4 s fade-in of each page navigated to. The page the app opens on shows at once
 * (no fade before its first paint: it is what the speed budget measures); with reduced motion
 * asked for, no page fades.
 */
export function PageFade({ children }: { children: ReactNode }) {
  // react-router names the location the app opened on "default"; every navigation gets a key.
  const { pathname, key } = useLocation();
  return (
    <Box
      key={pathname}
      data-page-fade={key === "default" ? undefined : ""}
      animationName={key === "default" ? undefined : "fade-in"}
      animationDuration="0.4s"
      animationTimingFunction="ease-out"
      _motionReduce={{ animationName: "none" }}
    >
      {children}
    </Box>
  );
}
