import { Navigate, Outlet, useLocation } from "react-router-dom";
import { loginPath } from "./redirects";
import { isAdmin, useSession } from "./session-context";
import { SessionSpinner } from "./session-spinner";

function SignInFirst() {
  const { nextPath } = useSession();
  const { pathname, search } = useLocation();
  // After a deliberate sign-out the app is already on its way to nextPath.
  if (nextPath !== null) return null;
  return <Navigate to={loginPath(pathname + search)} replace />;
}

/** Signed-in users only; others go to /login?redirect=<this page>. */
export function RequireAuth() {
  const { status } = useSession();
  if (status === "loading") return <SessionSpinner />;
  if (status === "anonymous") return <SignInFirst />;
  return <Outlet />;
}

/** Administrators only; anonymous visitors go to login, signed-in learners to their dashboard. */
export function RequireAdmin() {
  const { status, user } = useSession();
  if (status === "loading") return <SessionSpinner />;
  if (status === "anonymous") return <SignInFirst />;
  if (!isAdmin(user)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
