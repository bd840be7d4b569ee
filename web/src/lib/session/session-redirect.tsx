import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useSession } from "./session-context";

/** Takes the app to where a deliberate sign-out said it should go next. */
export function SessionRedirect() {
  const { nextPath, clearNextPath } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const here = pathname + search;

  useEffect(() => {
    if (nextPath === null) return;
    if (here === nextPath) clearNextPath();
    else void navigate(nextPath, { replace: true });
  }, [nextPath, here, navigate, clearNextPath]);

  return null;
}
