import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './buttonStyles';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  ref?: Ref<HTMLButtonElement>;
}

/** A real <button> in one of SPEC §9's variants and sizes. It never submits a form unless asked. */
export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return <button type={type ?? 'button'} className={buttonClasses({ variant, size, className })} {...props} />;
}

/**
 * A call to action that goes somewhere: a real link (announced as a link, opens in a new tab) with the
 * look of a Button. Links must stay links; only their appearance is shared.
 */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & Look) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
