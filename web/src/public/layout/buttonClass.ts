/** Looks of the site's buttons and button-like links. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'outline-light';

const VARIANTS: Record<ButtonVariant, string> = {
  // note: dark text on amber keeps AA contrast (white on amber-500 does not).
  primary: 'bg-amber-500 text-brand-950 shadow-sm hover:bg-amber-400',
  secondary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-600',
  outline: 'border-2 border-brand-700 text-brand-700 hover:bg-brand-50',
  'outline-light': 'border-2 border-white/80 text-white hover:bg-white/10',
};

/** Classes of a button or link styled as a button. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors ${VARIANTS[variant]} ${extra}`.trim();
}
