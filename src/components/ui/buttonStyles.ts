/** SPEC §9 "Interface variants": the Button's variants and sizes. */
export const buttonVariants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'hero'] as const;
export const buttonSizes = ['default', 'sm', 'lg', 'icon'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

// Every variant keeps a border (transparent where the design has none) so that buttons keep their
// outline in forced-colors mode, where backgrounds are replaced by system colours.
const base =
  'inline-flex items-center justify-center gap-2 rounded-md border-2 font-bold text-center no-underline ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed ' +
  'hover:no-underline [&_svg]:shrink-0';

const variantClasses: Record<ButtonVariant, string> = {
  default: 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover hover:border-primary-hover',
  destructive: 'border-destructive bg-destructive text-destructive-foreground hover:opacity-90',
  outline: 'border-primary bg-background text-primary hover:bg-secondary',
  secondary: 'border-transparent bg-secondary text-secondary-foreground hover:border-primary',
  ghost: 'border-transparent bg-transparent text-foreground hover:bg-secondary',
  link: 'border-transparent bg-transparent text-link underline underline-offset-4 hover:decoration-2',
  hero: 'border-hero-foreground bg-hero text-hero-foreground hover:bg-hero-hover shadow-sm',
};

// Heights: every size is at least 44 px (WCAG 2.5.5 target, above the 2.5.8 minimum of 24 px), except
// sm at 36 px, still well above 24 px. Padding grows with text, never a fixed width, so text spacing
// and translation do not clip labels.
const sizeClasses: Record<ButtonSize, string> = {
  default: 'min-h-11 px-5 py-2 text-base',
  sm: 'min-h-9 px-3 py-1 text-sm',
  lg: 'min-h-12 px-7 py-3 text-lg',
  icon: 'min-h-11 min-w-11 p-2',
};

export function buttonClasses(options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  const { variant = 'default', size = 'default', className } = options;
  return [base, variantClasses[variant], sizeClasses[size], className].filter(Boolean).join(' ');
}
