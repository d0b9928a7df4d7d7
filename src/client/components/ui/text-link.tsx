import { Link, type LinkProps } from 'react-router';

export const textLinkClasses =
  'font-semibold text-indigo-600 underline-offset-2 hover:underline rounded-sm ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

export function TextLink({ className = '', ...rest }: LinkProps) {
  return <Link className={`${textLinkClasses} ${className}`.trim()} {...rest} />;
}
