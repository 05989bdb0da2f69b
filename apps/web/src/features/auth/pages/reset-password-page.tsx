import { AuthPlaceholder } from "../components/auth-placeholder.tsx";

/** Placeholder page module for the route row; the auth feature replaces it. */
export default function ResetPasswordPage() {
  return <AuthPlaceholder titleId="reset.title" />;
}
