/**
 * The shared result screens of spec-2 §2 with the spec's wording. Each takes the actions to
 * offer (`extra`) and optional extra wording; screens that need more pass children.
 */
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ResultScreen } from "./result-screen.tsx";

export interface PresetProps {
  extra?: ReactNode;
  subTitle?: ReactNode;
  children?: ReactNode;
}

export const ForbiddenResult = (props: PresetProps) => (
  <ResultScreen
    status="403"
    titleId="result.forbidden.title"
    subTitleId="result.forbidden.subtitle"
    {...props}
  />
);

export const NotFoundResult = (props: PresetProps) => (
  <ResultScreen
    status="404"
    titleId="result.notFound.title"
    subTitleId="result.notFound.subtitle"
    {...props}
  />
);

/** The router's not-found screen: in the club's theme, with a way back to the club's home. */
export function NotFoundScreen() {
  const intl = useIntl();
  return (
    <NotFoundResult
      extra={
        <Link to="/" className="crest-button">
          {intl.formatMessage({ id: "result.backHome" })}
        </Link>
      }
    />
  );
}

export const ErrorResult = (props: PresetProps) => (
  <ResultScreen status="500" titleId="result.error.title" subTitleId="result.error.subtitle" {...props} />
);

export const SuccessResult = (props: PresetProps) => (
  <ResultScreen status="success" titleId="result.success.title" {...props} />
);

export const MembersOnlyResult = (props: PresetProps) => (
  <ResultScreen
    status="warning"
    titleId="result.membersOnly.title"
    subTitleId="result.membersOnly.subtitle"
    {...props}
  />
);

export const NotAMemberResult = (props: PresetProps) => (
  <ResultScreen
    status="warning"
    titleId="result.notAMember.title"
    subTitleId="result.membersOnly.subtitle"
    {...props}
  />
);

export const NotSetUpResult = (props: PresetProps) => (
  <ResultScreen
    status="warning"
    titleId="result.notSetUp.title"
    subTitleId="result.notSetUp.subtitle"
    {...props}
  />
);

export const RedirectingResult = (props: PresetProps) => (
  <ResultScreen
    status="info"
    titleId="result.redirecting.title"
    subTitleId="result.redirecting.subtitle"
    {...props}
  />
);

export const PaymentCompletedResult = (props: PresetProps) => (
  <ResultScreen
    status="success"
    titleId="result.paymentCompleted.title"
    subTitleId="result.paymentCompleted.subtitle"
    {...props}
  />
);

export const PaymentFailedResult = (props: PresetProps) => (
  <ResultScreen
    status="error"
    titleId="result.paymentFailed.title"
    subTitleId="result.paymentFailed.subtitle"
    {...props}
  />
);

export const RecommendationSubmittedResult = (props: PresetProps) => (
  <ResultScreen
    status="success"
    titleId="result.success.title"
    subTitleId="result.recommendationSubmitted.subtitle"
    {...props}
  />
);

export const RecommendationFailedResult = (props: PresetProps) => (
  <ResultScreen status="error" titleId="result.recommendationFailed.title" {...props} />
);

export const MemberAddedResult = (props: PresetProps) => (
  <ResultScreen
    status="success"
    titleId="result.success.title"
    subTitleId="result.memberAdded.subtitle"
    {...props}
  />
);

export const MemberAddFailedResult = (props: PresetProps) => (
  <ResultScreen status="error" titleId="result.memberAddFailed.title" {...props} />
);
