import { Tabs } from "@chakra-ui/react";
import { TabsRoot } from "../../../components/ui/page-recipes";
import { useEffect, useState } from "react";
import { Navigate, useSearchParams } from "react-router-dom";
import { matchRoute } from "@guardian/rules";
import { browserLocation } from "../../../lib/browser-location";
import { safeRedirect } from "../../../lib/session/redirects";
import { useSession } from "../../../lib/session/session-context";
import { showToast } from "../../../lib/toast";
import { AuthCard } from "../components/auth-card";
import { LoginForm } from "../components/login-form";
import { RegisterForm } from "../components/register-form";

type AuthTab = "login" | "register";

/**
 * The partner's storefront a sign-in started at: the register link's `?storefront=`, or the
 * storefront page it returns to (/p/{slug}/...), so the new account records it.
 */
function storefrontOf(storefront: string | null, redirect: string): string | null {
  if (storefront) return storefront;
  const match = matchRoute(redirect.split(/[?#]/)[0]);
  if (!match?.route.path.startsWith("/p/:slug")) return null;
  try {
    return decodeURIComponent(match.params[0] ?? "") || null;
  } catch {
    return null;
  }
}

export function LoginPage() {
  const { status } = useSession();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get("redirect"), "/dashboard");
  const reason = params.get("reason");
  const storefront = storefrontOf(params.get("storefront"), redirect);
  const [tab, setTab] = useState<AuthTab>("login");
  // The account just registered: the login tab opens with its username.
  const [registered, setRegistered] = useState("");

  useEffect(() => {
    if (reason !== "password-changed") return;
    showToast("success", {
      id: "password-changed",
      title: "Password Changed",
      description: "Your password has been changed. Please log in with your new password.",
    });
  }, [reason]);

  // A path the app has no page for is the server's (the sign-in step of another system that
  // signs in with the portal, /oidc/interaction/...): a full load, not the app's router.
  const serverPath = !matchRoute(redirect.split(/[?#]/)[0]);
  const leaving = status === "authenticated" && serverPath;
  useEffect(() => {
    if (leaving) browserLocation.assign(redirect);
  }, [leaving, redirect]);

  if (leaving) return null;
  if (status === "authenticated") return <Navigate to={redirect} replace />;

  return (
    <AuthCard
      title={tab === "login" ? "Log In" : "Create an Account"}
      intro={
        tab === "login"
          ? "Sign in to continue your training."
          : "Register to enroll in courses and track your progress."
      }
    >
      <TabsRoot
        value={tab}
        onValueChange={details => setTab(details.value as AuthTab)}
        variant="enclosed"
        fitted
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="6">
          <Tabs.Trigger value="login">Login</Tabs.Trigger>
          <Tabs.Trigger value="register">Register</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login">
          <LoginForm redirect={redirect} username={registered} />
        </Tabs.Content>
        <Tabs.Content value="register">
          <RegisterForm
            storefront={storefront}
            onRegistered={({ username }) => {
              setRegistered(username);
              setTab("login");
            }}
          />
        </Tabs.Content>
      </TabsRoot>
    </AuthCard>
  );
}
