import { cva } from 'class-variance-authority';

// The button's classes, apart from the Button component: server components and the landing's small
// client islands use them without pulling tailwind-merge (cn) into the page's script (docs/decisions.md).
// The styles live in app/globals.css (`.btn…`, components layer), so a page carries a few short
// class names per button instead of ~300 characters of utilities, twice (HTML and RSC data).
// Extra classes passed here are appended; being utilities, they win over the button's own.
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-default',
      gradient: 'btn-gradient',
      destructive: 'btn-destructive',
      outline: 'btn-outline',
      secondary: 'btn-secondary',
      ghost: 'btn-ghost',
      link: 'btn-link',
    },
    size: {
      default: 'btn-md',
      sm: 'btn-sm',
      lg: 'btn-lg',
      icon: 'btn-icon',
      'icon-sm': 'btn-icon-sm',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});
