import { useParams } from "react-router";
import { ErrorScreen } from "../../components/results/error-screen.tsx";
import { screenStatusOfSegment } from "../../lib/error-screen-status.ts";

/**
 * /error/:response? shows the screen for a status or an error code (links from e-mails and other
 * apps land here): /error/404, /error/forbidden, /error/members_only.
 */
export default function ErrorPage() {
  const { response } = useParams();
  return <ErrorScreen status={screenStatusOfSegment(response)} />;
}
