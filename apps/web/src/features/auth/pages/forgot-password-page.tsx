import { AuthPlaceholder } from "../components/auth-placeholder.tsx";

/** Placeholder page module for the route row; the auth feature replaces it. */
export default function ForgotPasswordPage() {
  return <AuthPlaceholder titleId="forgot.title" />;
}
