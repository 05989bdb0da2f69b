import { useParams } from "react-router";
import { ErrorScreen } from "../../components/results/error-screen.tsx";

/** /error/:response? shows the screen for a status (links from e-mails and other apps land here). */
export default function ErrorPage() {
  const { response } = useParams();
  const status = Number.parseInt(response ?? "", 10);
  return <ErrorScreen status={Number.isFinite(status) ? status : 500} />;
}
