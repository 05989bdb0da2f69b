import { AuthPlaceholder } from "../components/auth-placeholder.tsx";

/** Placeholder page module for the route row; the auth feature replaces it. */
export default function VerifyEmailPage() {
  return <AuthPlaceholder titleId="verify.title" />;
}
