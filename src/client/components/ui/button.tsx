import type { ComponentProps } from 'react';
import { type ButtonVariant, buttonClasses } from './button-styles.ts';

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  /** While true the button is disabled and shows busyLabel, so a form cannot be sent twice. */
  busy?: boolean;
  busyLabel?: string;
};

export function Button({
  variant,
  busy = false,
  busyLabel,
  className = '',
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
