import { badInput } from "../../errors.js";
import { type RestRequest, type RestRoute, field, intParam } from "../../rest/route.js";

/** `?userId=N`: a positive whole number, or a 400 naming it. */
function userIdQuery(req: RestRequest): number {
  const raw = req.query.userId ?? "";
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw badInput(`Invalid userId "${raw}": expected a positive whole number`);
  }
  return Number(raw);
}

/** The spec's security-management paths, each answered by an operation of security.rest.graphql. */
export const securityRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/admin/security-management/user-token-info",
    operation: "UserTokenInfo",
    variables: req => ({ userId: userIdQuery(req) }),
    response: field("userTokenInfo"),
  },
  {
    method: "POST",
    path: "/api/admin/security-management/force-logout/:userId",
    operation: "ForceLogoutUser",
    variables: req => ({ userId: intParam(req, "userId") }),
    response: field("forceLogoutUser"),
  },
  {
    method: "POST",
    path: "/api/admin/security-management/force-logout-all",
    operation: "ForceLogoutAllUsers",
    response: field("forceLogoutAllUsers"),
  },
];
