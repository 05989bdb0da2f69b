import { Button, type ButtonProps } from "antd";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

export interface ButtonLinkProps extends Omit<ButtonProps, "href" | "onClick"> {
  to: string;
}

/**
 * A link that looks like a button: an <a> (so it is announced and opened as a link) whose plain
 * clicks navigate inside the app; modified clicks (new tab) keep the browser's behaviour.
 */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
