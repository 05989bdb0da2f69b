import { Input, type InputProps } from "antd";
import { useState } from "react";
import { useIntl } from "react-intl";
import { EyeIcon, EyeOffIcon } from "../eye-icons.tsx";

/**
 * A password field with a show/hide toggle that is a real button: reachable by keyboard, named
 * in the active language ('Show password'), pressed while the password shows. antd's own toggle
 * is an icon announced by its file name ('eye-invisible') and skipped by Tab.
 */
export function PasswordInput(props: Omit<InputProps, "type" | "suffix">) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? "text" : "password"}
      suffix={
        <button
          type="button"
          className="crest-password-toggle"
          aria-label={intl.formatMessage({ id: "inputs.password.show", defaultMessage: "Show password" })}
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
