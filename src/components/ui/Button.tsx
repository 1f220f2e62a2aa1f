import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './buttonStyles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Render the single child (a link, usually) with the button's look instead of a <button>. A control
   * that goes somewhere must stay a link: screen readers announce it as one and it opens in a new tab.
   */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={buttonClasses({ variant, size, className })} {...props} />;
  return <button type={type ?? 'button'} className={buttonClasses({ variant, size, className })} {...props} />;
}
