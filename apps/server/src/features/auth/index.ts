/** The auth feature's public API: the customer session plugin, its routes, and what account needs. */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { authPlugin } from "./plugin.ts";
import { authRoutes } from "./routes.ts";

/** Access checks and request.customer for every feature, plus the sign-in routes. */
export const authFeature = fp(
  async (app: FastifyInstance) => {
    await app.register(authPlugin);
    await app.register(authRoutes);
  },
  { name: "auth" },
);

export { sendAccountMail } from "./account-mail.ts";
export {
  type CustomerChanges,
  type CustomerRow,
  findCustomerByEmail,
  getCustomer,
  isEmailFree,
  updateCustomer,
} from "./customer-repository.ts";
export { accountView, loadAccount, networkLocationsOf } from "./customer-view.ts";
export { checkCurrentPassword, sendVerification, setPassword } from "./password-service.ts";
export { requireCustomer, unauthorized } from "./plugin.ts";
export { emailTaken } from "./registration-service.ts";
export { revokeSessions, SESSION_COOKIE } from "./sessions.ts";
export { sweepAuth } from "./sweep.ts";
export { customers } from "./tables.ts";
export { issueToken } from "./tokens.ts";
