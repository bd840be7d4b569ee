import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { showToast } from "../toast";
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

/** Admin screens whose spec sends a signed-in non-admin home with a notice, not to the dashboard. */
const DENIED_WITH_NOTICE = ["/admin/business-offers"];

function AccessDenied() {
  useEffect(() => {
    showToast("error", {
      id: "access-denied",
      title: "Access Denied",
      description: "You must be an administrator to access this page.",
    });
  }, []);
  return <Navigate to="/" replace />;
}

/** Administrators only; anonymous visitors go to login, signed-in learners to their dashboard. */
export function RequireAdmin() {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  if (status === "loading") return <SessionSpinner />;
  if (status === "anonymous") return <SignInFirst />;
  if (!isAdmin(user)) {
    const notice = DENIED_WITH_NOTICE.some(path => pathname.startsWith(path));
    return notice ? <AccessDenied /> : <Navigate to="/dashboard" replace />;
  }
  return <Outlet />;
}
