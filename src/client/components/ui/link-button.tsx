import { Link, type LinkProps } from 'react-router';
import { type ButtonVariant, buttonClasses } from './button-styles.ts';

/** A navigation link that looks like a button. */
export function LinkButton({
  variant,
  className = '',
  ...rest
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...rest} />;
}
