import { passwordCriteria, passwordStrength } from "@crest/domain";
import { Flex, theme } from "antd";
import { type MessageDescriptor, useIntl } from "react-intl";
import { ensureContrast } from "../../lib/theme/contrast.ts";

type CriterionId = (typeof passwordCriteria)[number]["id"];

const criterionMessages: Record<CriterionId, MessageDescriptor> = {
  length: { id: "inputs.passwordStrength.length", defaultMessage: "At least 8 characters" },
  uppercase: { id: "inputs.passwordStrength.uppercase", defaultMessage: "An uppercase letter" },
  lowercase: { id: "inputs.passwordStrength.lowercase", defaultMessage: "A lowercase letter" },
  numberOrSymbol: {
    id: "inputs.passwordStrength.numberOrSymbol",
    defaultMessage: "A number or one of !@#$%^&*_",
  },
};

export interface PasswordStrengthMeterProps {
  password: string;
}

/** Four segments, one per spec-1 §5 criterion met, and the criteria listed as met or not yet. */
export function PasswordStrengthMeter({ password }: PasswordStrengthMeterProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  // Met criteria in green that reads: 4.5:1 for the text, 3:1 for the bar segments (WCAG 1.4.11);
  // antd's #52c41a is 2.26:1 on white.
  const metText = ensureContrast(token.colorSuccess);
  const metBar = ensureContrast(token.colorSuccess, "#ffffff", 3);
  const strength = passwordStrength(password);
  const total = passwordCriteria.length;
  const summary = intl.formatMessage(
    { id: "inputs.passwordStrength.summary", defaultMessage: "{met} of {total} password requirements met" },
    { met: strength, total },
  );

  return (
    <div>
      <Flex
        role="meter"
        aria-label={intl.formatMessage({
          id: "inputs.passwordStrength.label",
          defaultMessage: "Password strength",
        })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={strength}
        aria-valuetext={summary}
        gap={4}
      >
        {passwordCriteria.map((criterion, index) => (
          <div
            key={criterion.id}
            data-filled={index < strength}
            style={{
              flex: 1,
              height: 4,
              borderRadius: 2,
              background: index < strength ? metBar : token.colorFillSecondary,
            }}
          />
        ))}
      </Flex>
      <ul aria-live="polite" style={{ listStyle: "none", padding: 0, margin: "8px 0 0" }}>
        {passwordCriteria.map((criterion) => {
          const met = criterion.test(password);
          const label = intl.formatMessage(criterionMessages[criterion.id]);
          return (
            <li key={criterion.id} data-met={met} style={{ color: met ? metText : token.colorTextSecondary }}>
              <span aria-hidden="true">{met ? "✓ " : "○ "}</span>
              {intl.formatMessage(
                met
                  ? { id: "inputs.passwordStrength.met", defaultMessage: "{criterion}: met" }
                  : { id: "inputs.passwordStrength.unmet", defaultMessage: "{criterion}: not yet" },
                { criterion: label },
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
