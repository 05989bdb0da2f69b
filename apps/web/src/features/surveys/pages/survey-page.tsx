import { useParams } from "react-router";
import { Page } from "../../../components/page/page.tsx";
import { useAccount } from "../../account/index.ts";
import { surveyEndpointFor } from "../api/get-survey.ts";
import { SurveySteps } from "../components/survey-steps.tsx";

/** The surveys a page names: one id or uid, or several joined by commas (the carousel's order). */
export const surveyRefsOf = (param: string | undefined): string[] =>
  (param ?? "")
    .split(",")
    .map((ref) => ref.trim())
    .filter(Boolean);

/**
 * /survey/:id, /surveys/:id and /form/:id (spec-1 §2.1, §2.8): one survey, or several as a
 * carousel (`/surveys/a,b,c`). Visitors answer through the public API with no session; a
 * signed-in member through theirs, so that mapped fields start from their profile.
 */
export default function SurveyPage() {
  const { id } = useParams();
  const { data: account } = useAccount();
  const endpoints = surveyRefsOf(id).map((ref) => surveyEndpointFor(ref, Boolean(account)));
  return (
    <Page>
      <div className="crest-survey-page">
        <SurveySteps key={endpoints.join(",")} endpoints={endpoints} headingLevel={1} />
      </div>
    </Page>
  );
}
